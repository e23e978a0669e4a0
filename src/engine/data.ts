/**
 * The part of the engine's public API that runs no rules: the content, the schemas that read
 * untrusted input, the setup check, save fingerprints, a game's outcome, the rules version and the
 * types. Code that must work before
 * the rules have loaded (the start screen, the demo list) imports this; everything else imports
 * the engine's index, which includes it.
 */
import { HOUSE_CONTENT } from './content/house';
import { checkSetup } from './input/setupVerdict';
import { PLAYABLE_SAGA_ROSTER } from './playableSagas';
import type { GameSetup, SetupProblem } from './types';

export { checkSetup, type SetupCheck } from './input/setupVerdict';
export type { SagaRoster } from './tableRules';
export { PLAYABLE_SAGAS, PLAYABLE_SAGA_ROSTER } from './playableSagas';
export { strengthApplies } from './faceless/strengthApplies';
export { contentFingerprint, dataFingerprint, fingerprint } from './fingerprint';
export { gameOutcome, type GameOutcome } from './outcome';
export { RULES_HISTORY, RULES_VERSION, type RulesVersion } from './rulesVersion';
export { HOUSE_CONTENT, KNOWN_CONTENT } from './content/house';
export type { Content } from './content/content';
export { moveSchema } from './input/moveSchema';
export { setupSchema } from './input/setupSchema';
export { describeIssue, describeIssues, either } from './input/schemaWords';
export { faction as factionSchema, region as regionSchema } from './input/schemaParts';
export {
  FILE_LIMITS,
  parseJsonText,
  plainDataCopy,
  plainDataProblem,
  type DataLimits,
  type ParsedJson,
} from './input/plainData';
export { cardFacts, regionOfCard, type CardFacts } from './cardFacts';
export * from './types';
export * as content from './content';

/**
 * The engine's verdict on a table before it starts, each problem with the part of the setup it is
 * about, or none when it would start. The new-game form shows them while people are still
 * choosing, each next to its field, so nothing is silently blocked; it is the light check (no
 * piece is placed), so the form asks it before the rules engine loads, against the house content
 * and the Sagas the app's rules install (createGame's defaults).
 */
export function setupProblems(setup: GameSetup): SetupProblem[] {
  try {
    const result = checkSetup(setup, HOUSE_CONTENT, PLAYABLE_SAGA_ROSTER);
    return result.ok ? [] : result.problems;
  } catch (e) {
    const message = `The rules engine failed: ${e instanceof Error ? e.message : String(e)}`;
    return [{ field: 'setup', message }];
  }
}
