/** The rules engine's public API: pure functions over plain-data game states. */
// First: the composition root installs the rule modules before any rule can run.
import './modules';
export { PLAYABLE_SAGAS } from './modules';
export { applyMove, createGame, legalMoves, newGame, pendingDecision, replay } from './api';
export type { SetupResult } from './api';
export { view } from './view';
export { sameData as sameMove } from './sameData';
export { contentFingerprint, fingerprint } from './fingerprint';
export { HOUSE_CONTENT, KNOWN_CONTENT } from './content/house';
export type { Content } from './content/content';
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
export { combatPreview, combatValueParts } from './combatPreview';
export type { CombatPreview, SideValue } from './combatPreview';
export type { CombatContext, CvPart } from './rules/hooks';
export type { RegionStatus } from './board';
export type { GameView, SeatView, StackCardView, Viewer } from './view';
export { facelessChoice } from './faceless/policy';
export { facelessGoal } from './faceless/goal';
export { strengthApplies } from './faceless/strength';
export { regionStatus } from './board';
export { powerGoal, type GoalTable, type PowerGoal } from './victory';
export * from './types';
export * as content from './content';
export { blockedSpaces, currentSpace, woundCapacity } from './epic/dragonBoard';
export { abilityOf } from './epic/ability';
export { bondedDialOf, type DialInPlay } from './sagas/bondedDial';
export { determinize } from './determinize';
