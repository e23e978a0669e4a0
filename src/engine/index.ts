/** The rules engine's public API: pure functions over plain-data game states. */
// First: the composition root installs the rule modules before any rule can run.
import './modules';
export * from './data';
export { applyMove, createGame, legalMoves, newGame, pendingDecision, replay } from './api';
export type { SetupResult } from './api';
export { loadAllRules, loadRulesFor } from './loadRules';
export { view } from './queries/view';
export { sameData as sameMove } from './sameData';
export { decisionTrace, movePlaces } from './queries/changes';
export type { DecisionTrace } from './queries/changes';
export { repeatLimit } from './queries/repeat';
export { combatPreview, combatValueParts } from './queries/combatPreview';
export type { CombatPreview, SideValue } from './queries/combatPreview';
export { describeDecision, hitsPerDie } from './queries/describeDecision';
export type {
  ChooserFacts,
  CombatFacts,
  DecisionFacts,
  ExpectedHits,
  OptionFacts,
  SideFacts,
} from './queries/describeDecision';
export type { CombatContext, CvPart } from './ruleHooks/hooks';
export type { RegionStatus } from './board';
export type { GameView, SeatView, StackCardView, Viewer } from './queries/view';
export type { SeatFacts, WoundTrack } from './queries/seatFacts';
export { gameStats, type GameStats, type SeatStats } from './queries/gameStats';
export type { Ability } from './content/epic';
export { facelessChoice } from './faceless/policy';
export { facelessGoal } from './faceless/goal';
export { regionStatus, type DialInPlay } from './board';
export { powerGoal, type GoalTable, type PowerGoal } from './victory';
export { determinize } from './queries/determinize';
