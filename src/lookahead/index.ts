/** A player for human seats that samples the futures it cannot see (headless tools, hints). */
export {
  DEFAULT_SETTINGS,
  lookaheadChoice,
  lookaheadMove,
  lookaheadPlayer,
  type LookaheadPlayer,
  type LookaheadSettings,
} from './player';
export { defaultChoice } from './policy';
export { mixSeed, seededRandom } from './random';
export { valueFor } from './value';
