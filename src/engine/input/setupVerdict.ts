import * as v from 'valibot';
import type { Content } from '../content/content';
import { describeIssue, fieldOf, issuesToTell } from './schemaWords';
import { tableProblems, type SagaRoster } from '../tableRules';
import type { GameSetup, SetupProblem } from '../types';
import { setupSchema } from './setupSchema';

/**
 * On refusal, `problems` says what is wrong and where (a form shows each next to its field);
 * `error` is the same in one sentence, for a message or a log.
 */
export type SetupCheck =
  { ok: true; setup: GameSetup } | { ok: false; error: string; problems: SetupProblem[] };

export const refused = (
  problems: SetupProblem[],
  error = problems.map((p) => p.message).join('; '),
): Extract<SetupCheck, { ok: false }> => ({ ok: false, error, problems });

/**
 * Untrusted input read as a setup and held against the table rules, before any piece is placed:
 * createGame's whole verdict on a setup without a scenario (a scenario's position is checked as
 * createGame places it). It needs neither the rules nor the board, so the new-game form asks it at
 * every change before the rules engine has loaded.
 */
export function checkSetup(input: unknown, content: Content, sagas: SagaRoster): SetupCheck {
  const parsed = v.safeParse(setupSchema, input);
  if (!parsed.success) {
    // A schema problem's field is its path ("seats.0.faction").
    return refused(
      issuesToTell(parsed.issues).map((issue) => ({
        field: fieldOf(issue),
        message: describeIssue(issue),
      })),
    );
  }
  const setup = parsed.output as GameSetup;
  const problems = tableProblems(setup, content, sagas);
  return problems.length > 0 ? refused(problems) : { ok: true, setup };
}
