import * as v from 'valibot';

/**
 * What a refusal of untrusted data says: a field path and valibot's English sentence
 * (`seats.1.faction: Invalid type: Expected ("allaria" | …) but received "foo"`), reworded only
 * where valibot's words are a program's (`received undefined`, `Expected never`). Every key
 * that came from outside is quoted, so no text of the input reads as the message's own words.
 */

type Issue = v.BaseIssue<unknown>;

/** An echoed text longer than this is cut: a refusal never repeats a whole file back. */
const ECHO = 40;

/** A key that came in and is wrong: a field no schema has, or one a record does not take. */
const isBadKey = (issue: Issue) =>
  issue.path?.at(-1)?.origin === 'key' && issue.input !== undefined;

function wording(issue: Issue): string {
  const { expected, received } = issue;
  if (isBadKey(issue) && issue.type === 'strict_object') return `Unknown field ${received}`;
  if (issue.input === undefined)
    return issue.type === 'strict_object' ? 'Missing field' : `Missing: expected ${expected}`;
  const message = isBadKey(issue)
    ? `Invalid key: Expected ${expected} but received ${received}`
    : issue.message;
  return received.length > ECHO && message.endsWith(received)
    ? `${message.slice(0, -received.length)}${received.slice(0, ECHO + 1)}…"`
    : message;
}

/** Where a problem is (`seats.0.faction`); a bad key is a problem of its object. */
export function fieldOf(issue: Issue): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return (isBadKey(issue) ? keys.slice(0, -1) : keys).join('.');
}

/** The problems worth telling: none of a value whose key is refused already (valibot reads it). */
export function issuesToTell(issues: readonly Issue[]): Issue[] {
  const badKeys = issues.filter(isBadKey).map((issue) => issue.path!.at(-1)!);
  return issues.filter(
    (issue) =>
      !issue.path?.some(
        (item) =>
          item.origin === 'value' &&
          badKeys.some((bad) => bad.input === item.input && bad.key === item.key),
      ),
  );
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

/** Every problem worth telling, one line each: `seats.0.faction: Invalid type …; seed: …`. */
export function describeIssues(issues: readonly Issue[]): string {
  return issuesToTell(issues)
    .map((issue) => describeIssue(issue))
    .join('; ');
}
