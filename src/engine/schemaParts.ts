import {
  DIE_FACE_KINDS,
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
  WEEPING_MOTHER_IDS,
} from './content/ids';
import { int, oneOf, type Issue } from './schema';

/** The game's vocabulary as schemas, shared by the setup, scenario and move schemas. */

export const region = oneOf(REGION_IDS);
export const faction = oneOf(FACTION_IDS);
export const side = oneOf([...FACTION_IDS, 'neutral']);
export const count = int({ min: 0 });
/** An Action card, or a Region card (`region:<region id>`). */
export const card = oneOf([
  ...GENERAL_ACTION_CARDS,
  ...DRAGON_ACTION_CARDS,
  ...REGION_IDS.map((id) => `region:${id}` as const),
]);
export const vaala = oneOf(VAALA_IDS);
export const denizen = oneOf([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
export const event = oneOf(EVENT_IDS);
export const die = oneOf(DIE_FACE_KINDS);

/** One problem in one readable line: `seats.0.faction: Invalid option …`. */
export const describeIssue = (issue: Issue, root = '(root)'): string =>
  `${issue.path.join('.') || root}: ${issue.message}`;

/** Every problem, one line each: `seats.0.faction: Invalid option …; seed: …`. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => describeIssue(issue)).join('; ');
}
