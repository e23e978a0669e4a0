import type { DecisionOption } from '../../kit/decisionOptions';
import { regionName } from '../../words/names';

/** One group of a decision's options, each option as every place that offers it shows it. */
export interface OptionGroup {
  /** "From Allarian Heartland", "In Crownspire"; null for the options of no region (Done, Pass). */
  title: string | null;
  options: DecisionOption[];
}

/** Past this many options a decision's options are grouped, so none hides in a long row. */
export const GROUP_FROM = 7;

function groupTitle({ choice, region }: DecisionOption): string | null {
  if (choice.kind === 'step') return `From ${regionName(choice.from)}`;
  return region ? `In ${regionName(region)}` : null;
}

/**
 * A decision's options grouped by where they act, so a long list reads region by region: moves
 * by the region they leave, targets and regions by the region the engine says they live in
 * (describeDecision), in the order the engine lists them; the options of no region (Done, Pass)
 * come last. Few options, or options all of one place, stay one group.
 */
export function groupOptions(options: readonly DecisionOption[]): OptionGroup[] {
  const all = [...options];
  if (all.length < GROUP_FROM) return [{ title: null, options: all }];
  const groups = new Map<string | null, OptionGroup>();
  for (const option of all) {
    const title = groupTitle(option);
    const group = groups.get(title) ?? { title, options: [] };
    group.options.push(option);
    groups.set(title, group);
  }
  const titled = [...groups.values()].filter((g) => g.title !== null);
  if (titled.length < 2) return [{ title: null, options: all }];
  const rest = groups.get(null);
  return rest ? [...titled, rest] : titled;
}
