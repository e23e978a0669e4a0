import type {
  DenizenId,
  DieFace,
  GameSetup,
  GameState,
  RegionId,
  Scenario,
  SeatId,
  SideId,
  Target,
} from '../../src/engine';
import { answer, logOf, scenarioGame } from './helpers';

/** Shared positions and measurements for the §7 (Combat) rule tests. */

export const force = (side: SideId, region: RegionId): Target => ({ kind: 'force', side, region });
export const dragon = (seat: SeatId): Target => ({ kind: 'dragon', seat });
export const creature = (card: DenizenId): Target => ({ kind: 'creature', card });

/**
 * A scenario with an empty Denizen lineup, so no Creature is revealed onto the map unless the test
 * puts one there. Seats not described stand at home (allaria allar, fulgen crown, tyveria blood,
 * skarn nahu).
 */
export function combatGame(scenario: Scenario, options: Partial<GameSetup> = {}): GameState {
  return scenarioGame({ lineup: [], ...scenario }, options);
}

/** Allaria's or Tyveria's `move-assault` card: skip the Move, then attack `target` from `from`. */
export function assault(s: GameState, from: RegionId, target: Target): GameState {
  const moved = answer(s, { kind: 'done' });
  return answer(moved, { kind: 'target', from, target });
}

/** A Dragon's `wrath-hoard` card: Wrath `target` from the Dragon's region. */
export function wrath(s: GameState, from: RegionId, target: Target): GameState {
  return answer(s, { kind: 'target', from, target });
}

export interface Roll {
  side: 'attacker' | 'defender';
  faces: DieFace[];
}

/** Every combat roll so far, oldest first: who rolled and the faces (their count is the CV). */
export function rolls(s: GameState): Roll[] {
  return logOf(s, 'combat-roll').map((e) => ({
    side: e.side as Roll['side'],
    faces: e.faces as DieFace[],
  }));
}

/** Dice counts of every roll so far, e.g. ['attacker 4', 'defender 2']. */
export function diceRolled(s: GameState): string[] {
  return rolls(s).map((r) => `${r.side} ${r.faces.length}`);
}

export const zeros = (n: number): DieFace[] => Array.from({ length: n }, () => '0' as DieFace);

/** All Units of one side: on the map, in its supply and on every Dragon's Essence track. */
export function unitTotal(s: GameState, side: SideId): number {
  const onMap = Object.values(s.regions).reduce((n, r) => n + (r.units[side] ?? 0), 0);
  const onEssence = s.seats.reduce(
    (n, seat) => n + seat.essence.filter((e) => e === side).length,
    0,
  );
  return onMap + (s.supply.units[side] ?? 0) + onEssence;
}

/** All Power tokens: in regions, on boards (both sides) and in the supply. */
export function powerTotal(s: GameState): number {
  const inRegions = Object.values(s.regions).reduce((n, r) => n + r.power, 0);
  const onBoards = s.seats.reduce((n, seat) => n + seat.power.unspent + seat.power.spent, 0);
  return inRegions + onBoards + s.supply.power;
}

/** What a conservation check compares before and after a combat. */
export function inventory(s: GameState) {
  return {
    allaria: unitTotal(s, 'allaria'),
    tyveria: unitTotal(s, 'tyveria'),
    neutral: unitTotal(s, 'neutral'),
    power: powerTotal(s),
  };
}

/** The regions a pending retreat-to decision offers. */
export function retreatChoices(s: GameState): RegionId[] {
  if (s.pending?.kind !== 'retreat-to') return [];
  return s.pending.options.flatMap((o) => (o.kind === 'region' ? [o.region] : []));
}

/**
 * RB-31, RB-23: Tyveria (3 Units, General, an attack Denizen) assaults Allaria in Vaala Crossing
 * (2 Units, General, a homeland Denizen and an attack one); Allaria's defend decision waits.
 */
export const DENIZEN_DEFENCE: Scenario = {
  lineup: [],
  regions: { cross: { units: { allaria: 2 } }, moon: { units: { tyveria: 3 } } },
  seats: {
    allaria: { location: 'cross', denizens: ['cross-sage', 'allar-knight'] },
    tyveria: { location: 'moon', denizens: ['moon-rider'] },
  },
  stack: [{ seat: 'tyveria', card: 'move-assault' }],
  dice: zeros(5),
};

export const denizenDefence = (): GameState =>
  assault(combatGame(DENIZEN_DEFENCE), 'moon', force('allaria', 'cross'));
