/** The balance figures: pure functions from game records to summaries, per-Saga splits and targets. */
import type { SagaId, SeatId } from '../../src/engine';
import { seatName, type Config } from './configs';
import type { GameRecord } from './record';

export interface Summary {
  games: number;
  /** % of games each faction won (a bonded pair's win counts for both partners). */
  wins: Partial<Record<SeatId, number>>;
  /** % of games won by a lone General, a lone Dragon, a bonded pair (RB-42). */
  roles: { general: number; dragon: number; bonded: number };
  /** % of games a General won, alone or bonded. */
  generals: number;
  /** % of games ended at 10 Power, at 15 combined (RB-43), at the Event deck (RB-12a). */
  ends: { power: number; combined: number; eventDeck: number };
  rounds: { mean: number; median: number; byRound3: number; toRound6: number };
  /** % of games with at least one Dragonbond. */
  bonded: number;
  combatsPerGame: number;
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 10);
const mean = (xs: number[]) =>
  xs.length === 0 ? 0 : Math.round((100 * xs.reduce((a, b) => a + b, 0)) / xs.length) / 100;

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The factions of the records, in seating order. */
const factionsOf = (records: GameRecord[]) =>
  records.length === 0 ? [] : (Object.keys(records[0].roles) as SeatId[]);

export function summarize(records: GameRecord[]): Summary {
  const n = records.length;
  const count = (test: (r: GameRecord) => boolean) => records.filter(test).length;
  const lone = (role: 'general' | 'dragon') => (r: GameRecord) =>
    r.winners.length === 1 && r.roles[r.winners[0]] === role;
  const rounds = records.map((r) => r.rounds);
  return {
    games: n,
    wins: Object.fromEntries(
      factionsOf(records).map((f) => [
        f,
        pct(
          count((r) => r.winners.includes(f)),
          n,
        ),
      ]),
    ),
    roles: {
      general: pct(count(lone('general')), n),
      dragon: pct(count(lone('dragon')), n),
      bonded: pct(
        count((r) => r.winners.length > 1),
        n,
      ),
    },
    generals: pct(
      count((r) => r.winners.some((w) => r.roles[w] === 'general')),
      n,
    ),
    ends: {
      power: pct(
        count((r) => r.reason === 'power' && r.winners.length === 1),
        n,
      ),
      combined: pct(
        count((r) => r.reason === 'power' && r.winners.length > 1),
        n,
      ),
      eventDeck: pct(
        count((r) => r.reason === 'event-deck'),
        n,
      ),
    },
    rounds: {
      mean: mean(rounds),
      median: median(rounds),
      byRound3: pct(
        count((r) => r.rounds <= 3),
        n,
      ),
      toRound6: pct(
        count((r) => r.rounds >= 6),
        n,
      ),
    },
    bonded: pct(
      count((r) => r.bonds > 0),
      n,
    ),
    combatsPerGame: mean(records.map((r) => r.combats)),
  };
}

export interface SagaSplit {
  games: number;
  wins: Partial<Record<SeatId, number>>;
  /** The lowest faction win % among these games. */
  lowest: number;
}

/** Win % by faction among the games that include each Saga. */
export function sagaSplits(records: GameRecord[]): Partial<Record<SagaId, SagaSplit>> {
  const ids = [...new Set(records.flatMap((r) => r.sagas))].sort();
  return Object.fromEntries(
    ids.map((id) => {
      const { games, wins } = summarize(records.filter((r) => r.sagas.includes(id)));
      return [id, { games, wins, lowest: Math.min(...Object.values(wins)) }];
    }),
  );
}

export interface Target {
  name: string;
  value: number;
  /** Inclusive bounds; null is open. */
  range: [number | null, number | null];
  met: boolean;
}

const target = (name: string, value: number, lo: number | null, hi: number | null): Target => ({
  name,
  value,
  range: [lo, hi],
  met: (lo === null || value >= lo) && (hi === null || value <= hi),
});

export interface BalanceFigures {
  configs: (Config & { summary: Summary })[];
  sagas: Partial<Record<SagaId, SagaSplit>>;
  /** Solo: the human seat's win % by `driver strength` and seat. */
  solo: Record<string, Partial<Record<SeatId, number>>>;
}

export function figuresOf(configs: Config[], records: GameRecord[]): BalanceFigures {
  const byConfig = new Map<string, GameRecord[]>(configs.map((c) => [c.id, []]));
  for (const r of records) byConfig.get(r.config)?.push(r);
  const summaries = configs.map((c) => ({ ...c, summary: summarize(byConfig.get(c.id)!) }));
  const solo: BalanceFigures['solo'] = {};
  for (const c of summaries) {
    if (!c.solo) continue;
    const key = `${c.solo.driver} ${c.solo.strength}`;
    (solo[key] ??= {})[c.solo.seat] = c.summary.wins[c.solo.seat] ?? 0;
  }
  return { configs: summaries, sagas: sagaSplits(byConfig.get('sagas') ?? []), solo };
}

/** The engine's speed as `npm run bench` measures it (two of the balance targets are on it). */
export interface SpeedFigures {
  gamesPerSecond: number;
  medianMicros: number;
}

/** The balance targets (README "Balance"): each figure with the range it must fall in. */
export function targetsOf(figures: BalanceFigures, speed?: SpeedFigures): Target[] {
  const plain = figures.configs.find((c) => c.id === 'faceless')?.summary;
  const sagas = figures.configs.find((c) => c.id === 'sagas')?.summary;
  const out: Target[] = [];
  if (plain) {
    for (const [f, v] of Object.entries(plain.wins))
      out.push(target(`no Sagas: ${seatName(f as SeatId)} wins %`, v, 20, 32));
    out.push(target('no Sagas: the Generals together win %', plain.generals, 40, 60));
    out.push(target('no Sagas: median rounds', plain.rounds.median, 4, 6));
    out.push(target('no Sagas: games ended by round 3 %', plain.rounds.byRound3, null, 15));
    out.push(target('no Sagas: games ended at the Event deck %', plain.ends.eventDeck, 3, null));
    out.push(target('no Sagas: games with a Dragonbond %', plain.bonded, 5, null));
  }
  if (sagas)
    for (const [f, v] of Object.entries(sagas.wins))
      out.push(target(`3 Sagas: ${seatName(f as SeatId)} wins %`, v, 15, 35));
  for (const [id, split] of Object.entries(figures.sagas))
    out.push(target(`3 Sagas: lowest faction win % in games with ${id}`, split!.lowest, 10, null));
  const solo = (key: string) => figures.solo[key] ?? {};
  for (const [seat, v] of Object.entries(solo('lookahead normal')))
    out.push(target(`solo normal: lookahead ${seatName(seat as SeatId)} wins %`, v, 20, 45));
  for (const [seat, v] of Object.entries(solo('random normal')))
    out.push(target(`solo normal: random ${seatName(seat as SeatId)} wins %`, v, null, 5));
  for (const [seat, easy] of Object.entries(solo('lookahead easy'))) {
    const hard = solo('lookahead hard')[seat as SeatId];
    if (hard === undefined) continue;
    const drop = Math.round(10 * (easy - hard)) / 10;
    out.push(
      target(`solo: lookahead ${seatName(seat as SeatId)} easy minus hard (points)`, drop, 8, null),
    );
  }
  if (speed) {
    out.push(target('bench: games/s', speed.gamesPerSecond, 150, null));
    out.push(target('bench: applyMove median µs', speed.medianMicros, null, 10));
  }
  return out;
}
