import type { Content } from './content/content';
import { describeIssue } from './schemaParts';
import { tableProblems, type SagaRoster } from './tableRules';
import type { GameSetup } from './types';
import { setupSchema } from './validation';

export type SetupCheck = { ok: true; setup: GameSetup } | { ok: false; problems: string[] };

/**
 * Untrusted input read as a setup and held against the table rules, before any piece is placed:
 * createGame's whole verdict on a setup without a scenario (a scenario's position is checked as
 * createGame places it). It needs neither the rules nor the board, so the new-game form asks it at
 * every change before the rules engine has loaded.
 */
export function checkSetup(input: unknown, content: Content, sagas: SagaRoster): SetupCheck {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => describeIssue(issue)) };
  const setup = parsed.data as GameSetup;
  const problems = tableProblems(setup, content, sagas);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, setup };
}
