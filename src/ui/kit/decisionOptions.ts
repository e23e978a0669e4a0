import type { DecisionFacts, GameView, OptionFacts, TableFrame } from '../../source/tableSource';
import { choiceDetail, choiceLabel } from '../words/choiceLabels';
import { combatOptionText, vaalaCostText } from '../words/decisionFactsText';
import { useTable } from './tableSource';

/**
 * One option of the decision this device answers, as every place that offers it shows it — the
 * decision bar, a region on the map, a slot of an Epic board: its choice with the engine's facts
 * (where it lives, its numbers, how many Units may go at once), its words and its detail.
 */
export interface DecisionOption extends OptionFacts {
  /** Its place in the decision's list, which the engine keeps in its own order. */
  index: number;
  /** The words on its button ("Move a Unit Allarian Heartland → Crownspire"). */
  label: string;
  /** What else helps to choose it: a combat's expected hits, a card's cost or text. */
  detail: string | null;
}

/** The decision's options, made once from its facts and the table's view they name. */
export function decisionOptions(decision: DecisionFacts, table: GameView): DecisionOption[] {
  const asked = { ...decision, source: table.pending?.source };
  const role = table.seats.find((s) => s.id === decision.seat)?.role;
  return decision.options.map((facts, index) => ({
    ...facts,
    index,
    label: choiceLabel(asked, facts.choice, table, facts.region),
    detail:
      (facts.combat && combatOptionText(facts.combat)) ??
      vaalaCostText(facts) ??
      choiceDetail(facts.choice, role),
  }));
}

const made = new WeakMap<DecisionFacts, { table: GameView; options: DecisionOption[] }>();

/**
 * The options of the decision this device answers now (none while it answers none), made once
 * per decision for every place that offers them.
 */
function selectOptions(frame: TableFrame): DecisionOption[] {
  const { decision, table } = frame;
  if (!decision || !table) return NO_OPTIONS;
  let kept = made.get(decision);
  if (kept?.table !== table) {
    kept = { table, options: decisionOptions(decision, table) };
    made.set(decision, kept);
  }
  return kept.options;
}

export function useDecisionOptions(): DecisionOption[] {
  return useTable(selectOptions);
}

const NO_OPTIONS: DecisionOption[] = [];
