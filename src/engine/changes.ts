import { sameData } from './sameData';
import type { GameState, LogEntry, RegionId } from './types';

/**
 * The places a move changed (issue 12 item 2: the last move lit on the map): every region whose
 * Units, Power tokens, city or Stronghold differ between `before` and `after`, that a character
 * left or entered or where a Dragon took or healed wounds, or where a dial or Creature came, went or took wounds. In map order, each once.
 */
export function changedRegions(before: GameState, after: GameState): RegionId[] {
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
