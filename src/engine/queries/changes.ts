import { answeredPart } from '../api';
import { sameData } from '../sameData';
import type { GameState, LogEntry, Move, RegionId } from '../types';

/**
 * The places a move changed (the last move lit on the map, docs/ui.md "Following the Faceless"):
 * every region whose Units, Power tokens, city or Stronghold differ between `before` and `after`,
 * that a character left or entered or where a Dragon took or healed wounds, or where a dial or
 * Creature came, went or took wounds. In map order, each once.
 */
function changedRegions(before: GameState, after: GameState): RegionId[] {
  const changed = new Set<RegionId>();
  for (const id of Object.keys(after.regions) as RegionId[]) {
    if (
      !sameData(before.regions[id], after.regions[id]) ||
      !sameData(before.strongholds[id], after.strongholds[id])
    )
      changed.add(id);
  }
  for (const seat of after.seats) {
    const was = before.seats.find((s) => s.id === seat.id);
    if (!was) continue;
    if (was.location !== seat.location) changed.add(was.location);
    if (was.location !== seat.location || was.wounds !== seat.wounds) changed.add(seat.location);
  }
  const pieces = (s: GameState) => [
    ...s.dials.map((d) => ({ key: `dial:${d.id}`, region: d.region, wounds: d.wounds })),
    ...s.creatures.map((c) => ({ key: `creature:${c.card}`, region: c.region, wounds: c.wounds })),
  ];
  const earlier = new Map(pieces(before).map((p) => [p.key, p]));
  const later = new Map(pieces(after).map((p) => [p.key, p]));
  for (const [key, piece] of [...earlier, ...later]) {
    const then = earlier.get(key);
    const now = later.get(key);
    if (then?.region === now?.region && then?.wounds === now?.wounds) continue;
    if (piece.region) changed.add(piece.region);
    if (then?.region) changed.add(then.region);
  }
  return (Object.keys(after.regions) as RegionId[]).filter((id) => changed.has(id));
}

/** The regions a log entry's facts name: a region id, or the region of a target it names. */
function regionsNamed(s: GameState, entry: LogEntry): RegionId[] {
  const named: RegionId[] = [];
  const read = (value: unknown): void => {
    if (typeof value === 'string') {
      if (Object.hasOwn(s.regions, value)) named.push(value as RegionId);
    } else if (Array.isArray(value)) value.forEach(read);
    else if (value !== null && typeof value === 'object' && 'region' in value) read(value.region);
  };
  for (const [field, value] of Object.entries(entry)) if (field !== 'seat') read(value);
  return named;
}

/**
 * Where a move happened: the regions it changed (changedRegions) and those its log lines name —
 * a combat whose dice all missed, or a Dragon that chose to stay, changed nothing but happened
 * somewhere. In map order, each once.
 */
export function movePlaces(before: GameState, after: GameState): RegionId[] {
  const places = new Set(changedRegions(before, after));
  for (const entry of after.log.slice(before.log.length))
    for (const id of regionsNamed(after, entry)) places.add(id);
  return (Object.keys(after.regions) as RegionId[]).filter((id) => places.has(id));
}

/**
 * What the last decision did, for the map and the log to light (docs/ui.md "Following the
 * Faceless").
 */
export interface DecisionTrace {
  /** Where: the places of the answer's own work, or where its actor stands (below). */
  regions: RegionId[];
  /** Its log lines end here: `log.slice(before.log.length, logTo)`. */
  logTo: number;
}

/**
 * What the decision `move` answered in `before` did — a person's or a Faceless step — and not
 * what the rules ran after it in the same move (a next Glyph, the Clean-up, a new round's Event
 * and Power: api.ts answeredPart). A step whose work touched no region (a Vaala card drawn, Power
 * flipped on a player board) is lit where the one it was about stands, its General or Dragon, so
 * every step is seen on the map. Null for a move `before` refuses.
 */
export function decisionTrace(before: GameState, move: Move): DecisionTrace | null {
  const part = answeredPart(before, move);
  if (!part) return null;
  const regions = movePlaces(before, part);
  const lines = part.log.slice(before.log.length);
  // A solo preference's Saga choice (`policy`) is about the Saga's pieces, not its asker's.
  const asker = before.pending?.policy ? null : move.seat;
  const actor = lines.find((line) => line.seat !== null)?.seat ?? asker;
  if (regions.length === 0 && actor !== null)
    regions.push(part.seats.find((seat) => seat.id === actor)!.location);
  return { regions, logTo: part.log.length };
}
