/**
 * How many games the whole-game suites play (the `whole-games` project of vite.config.ts).
 *
 * VALERNA_GAMES_SCALE (a positive number, default 1) multiplies every suite's own default count:
 * `VALERNA_GAMES_SCALE=10 npm run test:games` plays ten times as many random games, `0.2` a fifth
 * for a quick look. A suite whose assertions need some number of games (every Saga seen, enough
 * decisions reached) passes that floor, and never plays fewer.
 */
const raw = process.env.VALERNA_GAMES_SCALE;
export const GAMES_SCALE = raw === undefined || raw === '' ? 1 : Number(raw);
if (!Number.isFinite(GAMES_SCALE) || GAMES_SCALE <= 0)
  throw new Error(`VALERNA_GAMES_SCALE must be a positive number, not "${raw}"`);

/** A suite's default count of games (or runs) at the current scale, at least `floor`. */
export const games = (count: number, floor = 1): number =>
  Math.max(floor, Math.round(count * GAMES_SCALE));

/**
 * The limit of one whole-game test: 10 minutes at scale 1 (they take seconds on an idle machine,
 * and a loaded one may be many times slower), longer in proportion at a larger scale.
 */
export const WHOLE_GAME_TIMEOUT = Math.round(600_000 * Math.max(1, GAMES_SCALE));
