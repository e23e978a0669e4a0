/**
 * The part of the engine's public API that runs no rules: the content, the schemas that read
 * untrusted input, the setup check, save fingerprints, a game's outcome, the rules version and the
 * types. Code that must work before
 * the rules have loaded (the start screen, the demo list) imports this; everything else imports
 * the engine's index, which includes it.
 */
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
