/**
 * The part of the engine's public API that runs no rules: the content, the schemas that read
 * untrusted input, the setup check, save fingerprints and the types. Code that must work before
 * the rules have loaded (the start screen, the demo list) imports this; everything else imports
 * the engine's index, which includes it.
 */
export { checkSetup, type SetupCheck } from './setupCheck';
export { PLAYABLE_SAGAS } from './sagas/playable';
export { strengthApplies } from './faceless/strengthApplies';
export { fingerprint } from './fingerprint';
export { moveSchema } from './moveSchema';
export { setupSchema } from './validation';
export { describeIssue, describeIssues } from './schemaParts';
export {
  FILE_LIMITS,
  parseJsonText,
  plainDataCopy,
  plainDataProblem,
  type DataLimits,
  type ParsedJson,
} from './plainData';
export * from './types';
export * as content from './content';
