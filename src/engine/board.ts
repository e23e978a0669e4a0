import { REGION_IDS } from './content/ids';
import { mutRegion } from './draft';
import { anyOf, firstOf, sumOf } from './ruleHooks/apply';
import type {
  DialState,
  GameState,
  RegionId,
  RegionState,
  SeatId,
  SeatState,
  SideId,
} from './types';

/** Region and seat queries shared by every rule. Rules ask these; none of them mutates. */

export function seatOf(s: GameState, id: SeatId): SeatState {
  const found = s.seats.find((seat) => seat.id === id);
  if (!found) throw new Error(`no seat ${id} in this game`);
  return found;
}

export const isGeneral = (seat: SeatState) => seat.role === 'general';
export const isDragon = (seat: SeatState) => seat.role === 'dragon';

export function unitsIn(s: GameState, region: RegionId, side: SideId): number {
  return s.regions[region].units[side] ?? 0;
}

/** The side whose Units stand in a region (RB-7a: at most one). */
export function unitSideIn(s: GameState, region: RegionId): SideId | null {
  const units = s.regions[region].units;
  for (const side in units) if ((units[side as SideId] ?? 0) > 0) return side as SideId;
  return null;
}

export function addUnits(s: GameState, region: RegionId, side: SideId, n: number): void {
  const where = mutRegion(s, region);
  const next = (where.units[side] ?? 0) + n;
  if (next > 0) where.units[side] = next;
  else if (side in where.units) where.units = without(where.units, side);
}

/**
 * The tally less one side, in the same order. Not `delete`: it would leave the tally in V8's slow
 * dictionary mode for as long as the region is shared, and tallies are read on every move.
 */
function without(units: RegionState['units'], gone: SideId): RegionState['units'] {
  const out: RegionState['units'] = {};
  for (const side in units) if (side !== gone) out[side as SideId] = units[side as SideId];
  return out;
}

export type RegionStatus =
  { kind: 'controlled'; by: SeatId } | { kind: 'neutral' } | { kind: 'uncontrolled' };

/** RB-7: status is read live from the Units standing there. */
export function regionStatus(s: GameState, region: RegionId): RegionStatus {
  // EV-SAGA-HOLD-23/28: a Stronghold keeps its owner's status in the region without Units.
  const side = unitSideIn(s, region) ?? firstOf(s, 'regionHolder', region);
  if (side === null) return { kind: 'uncontrolled' };
  if (side === 'neutral') return { kind: 'neutral' };
  return { kind: 'controlled', by: side };
}

export function controllerOf(s: GameState, region: RegionId): SeatId | null {
  const status = regionStatus(s, region);
  return status.kind === 'controlled' ? status.by : null;
}

export function regionsControlledBy(s: GameState, seat: SeatId): RegionId[] {
  return REGION_IDS.filter((r) => controllerOf(s, r) === seat);
}

/** RB-42a: bonded partners are never enemies. */
export function areEnemies(s: GameState, a: SideId, b: SideId): boolean {
  if (a === b) return false;
  if (a === 'neutral' || b === 'neutral') return true;
  return seatOf(s, a).bondedTo !== b;
}

/** A blocking enemy for `side` in a region: another side's Units (RB-7a, RB-18). */
export function hasBlockingEnemy(s: GameState, region: RegionId, side: SideId): boolean {
  const other = unitSideIn(s, region);
  // RB-42a: a bonded partner's Units never block (a Dragon retreats among them, RB-35).
  if (other !== null && areEnemies(s, side, other)) return true;
  // A Null force (a blocking enemy in the base game's terms, RB-18), an enemy Stronghold
  // (EV-SAGA-HOLD-6).
  return anyOf(s, 'blocks', region, side);
}

/** RB-19a: the most Units one side may have in a region (EV-EGEN-7: more for an Epic General). */
export function unitLimit(s: GameState, side: SideId, region: RegionId): number {
  return s.content.numbers.maxUnitsPerRegion + sumOf(s, 'unitLimit', side, region);
}

export function roomFor(s: GameState, region: RegionId, side: SideId): number {
  if (hasBlockingEnemy(s, region, side)) return 0;
  return Math.max(0, unitLimit(s, side, region) - unitsIn(s, region, side));
}

/** RB-7b: Generals and Units use sea links only from a region with a city. */
export function groundNeighbours(s: GameState, region: RegionId): RegionId[] {
  const info = s.content.regions[region];
  return s.regions[region].city ? [...info.land, ...info.sea] : info.land;
}

/** RB-24: Dragons use land and sea links. */
export function flightNeighbours(s: GameState, region: RegionId): RegionId[] {
  const info = s.content.regions[region];
  return [...info.land, ...info.sea];
}

/** Turn order: clockwise from the initiative holder (RB-15a). */
export function turnOrder(s: GameState): SeatId[] {
  const ids = s.seats.map((seat) => seat.id);
  const start = ids.indexOf(s.initiative);
  return [...ids.slice(start), ...ids.slice(0, start)];
}

export function nextSeatClockwise(s: GameState, id: SeatId): SeatId {
  const ids = s.seats.map((seat) => seat.id);
  return ids[(ids.indexOf(id) + 1) % ids.length];
}

/** Who may hold a Unit on a track or in a scenario: the neutral force and the seated Generals. */
export function unitOwners(s: GameState): SideId[] {
  return ['neutral', ...s.seats.filter(isGeneral).map((seat) => seat.id)];
}

/** "The player to the right of X" = the player just before X in clockwise order. */
export function seatToTheRight(s: GameState, id: SeatId): SeatId {
  const ids = s.seats.map((seat) => seat.id);
  return ids[(ids.indexOf(id) - 1 + ids.length) % ids.length];
}

/** A dial standing on the map. */
export type DialInPlay = DialState & { region: RegionId };

/** EV-DDIAL: the Dragon dial bonded to a General, while it stands on the map. */
export function bondedDialOf(s: Pick<GameState, 'dials'>, seat: SideId): DialInPlay | null {
  return s.dials.find((d): d is DialInPlay => d.bondedTo === seat && d.region !== null) ?? null;
}
