import * as v from 'valibot';
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

/** The game's vocabulary as schemas, shared by the setup, scenario and move schemas. */

export const region = v.picklist(REGION_IDS);
export const faction = v.picklist(FACTION_IDS);
export const side = v.picklist([...FACTION_IDS, 'neutral']);
/** A whole number (one a double holds exactly) from `min` to `max`; a count has no top. */
export const int = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
export const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** An Action card, or a Region card (`region:<region id>`). */
export const card = v.picklist([
  ...GENERAL_ACTION_CARDS,
  ...DRAGON_ACTION_CARDS,
  ...REGION_IDS.map((id) => `region:${id}` as const),
]);
export const vaala = v.picklist(VAALA_IDS);
export const denizen = v.picklist([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
export const event = v.picklist(EVENT_IDS);
export const die = v.picklist(DIE_FACE_KINDS);

type Issue = v.BaseIssue<unknown>;

/** An echoed text longer than this is cut: a refusal never repeats a whole file back. */
const ECHO = 40;

/** valibot says `Invalid key: Expected never but received "note"` of a field no schema has. */
const isUnknownField = (issue: Issue) =>
  issue.type === 'strict_object' && issue.expected === 'never';

/**
 * valibot's sentence (`Invalid type: Expected "allaria" | … but received "foo"`), except that a
 * field that is absent or unknown is said in plain words rather than as `received undefined` or
 * `Expected never`.
 */
function wording(issue: Issue): string {
  if (isUnknownField(issue)) return `Unknown field ${issue.received}`;
  if (issue.input === undefined)
    return issue.type === 'strict_object' ? 'Missing field' : `Missing: expected ${issue.expected}`;
  const { message, received } = issue;
  return received.length > ECHO && message.endsWith(received)
    ? `${message.slice(0, -received.length)}${received.slice(0, ECHO + 1)}…"`
    : message;
}

/** Where a problem is (`seats.0.faction`); an unknown field is a problem of its object. */
export function fieldOf(issue: Issue): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return (isUnknownField(issue) ? keys.slice(0, -1) : keys).join('.');
}

/**
 * One of `options`, where all but one are plain values (`"random"`, `"pending"`). valibot's own
 * refusal names only the forms it expected; when the value took the one structured option's form
 * (a list, a move) but something inside was wrong, this says what, and where inside.
 */
export const either = <const O extends v.UnionOptions>(options: O, expected: string) =>
  v.union(options, (issue) => {
    const inside = issue.issues?.filter((found) => found.path) ?? [];
    return inside.length > 0
      ? `Not ${expected} (${describeIssues(inside)})`
      : `Invalid type: Expected ${expected} but received ${issue.received}`;
  });

/** One problem in one readable line: `seats.0.faction: Invalid type: Expected …`. */
export const describeIssue = (issue: Issue, root = '(root)'): string =>
  `${fieldOf(issue) || root}: ${wording(issue)}`;

/** Every problem, one line each: `seats.0.faction: Invalid type …; seed: …`. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => describeIssue(issue)).join('; ');
}
