import { content } from '../../../engine/data';
import type { GameView, RegionId, Role, SideId } from '../../../source/tableSource';
import { unitSides } from './regionSummary';

/**
 * The motion that shows what changed on the board between two positions, read from the two views
 * alone (the UI computes no rule; where it happened is the engine's movePlaces), so moves,
 * placements, Harvests and hits animate along the map (README "The board").
 */
export type BoardEffect =
  /** A piece went from one region to another: a Unit figure or a standee. */
  | { kind: 'move'; piece: 'unit'; side: SideId; from: RegionId; to: RegionId }
  | { kind: 'move'; piece: 'standee'; side: SideId; role: Role; from: RegionId; to: RegionId }
  /** A piece was placed (Deploy, a Stage's neutral Units, a dial, a Creature). */
  | { kind: 'place'; piece: 'unit' | 'power' | 'other'; side: SideId | null; at: RegionId }
  /** Power tokens left the region (a Harvest, a Stage that destroys them). */
  | { kind: 'harvest'; at: RegionId }
  /** Units fell or wounds were taken there. */
  | { kind: 'hit'; at: RegionId };

const unitsOf = (table: GameView, side: SideId, region: RegionId) =>
  table.regions[region].units[side] ?? 0;

/** Unit moves, placements and losses: losses and gains of one side paired up as moves. */
function unitEffects(before: GameView, after: GameView): BoardEffect[] {
  const sides = new Set<SideId>();
  for (const id of content.REGION_IDS)
    for (const table of [before, after])
      for (const { side } of unitSides(table.regions[id])) sides.add(side);
  const effects: BoardEffect[] = [];
  for (const side of sides) {
    const lost: RegionId[] = [];
    const gained: RegionId[] = [];
    for (const id of content.REGION_IDS) {
      const delta = unitsOf(after, side, id) - unitsOf(before, side, id);
      for (let i = 0; i < Math.abs(delta); i++) (delta < 0 ? lost : gained).push(id);
    }
    while (lost.length && gained.length)
      effects.push({ kind: 'move', piece: 'unit', side, from: lost.shift()!, to: gained.shift()! });
    for (const at of new Set(gained)) effects.push({ kind: 'place', piece: 'unit', side, at });
    for (const at of new Set(lost)) effects.push({ kind: 'hit', at });
  }
  return effects;
}

function woundsIn(table: GameView, id: RegionId): number {
  const dials = table.dials.filter((d) => d.region === id).reduce((n, d) => n + d.wounds, 0);
  const creatures = table.creatures
    .filter((c) => c.region === id)
    .reduce((n, c) => n + c.wounds, 0);
  const ring = table.strongholds[id];
  return dials + creatures - (ring ? ring.woundsLeft : 0);
}

const piecesIn = (table: GameView, id: RegionId) =>
  table.dials.filter((d) => d.region === id).length +
  table.creatures.filter((c) => c.region === id).length +
  (table.strongholds[id] ? 1 : 0) +
  (table.regions[id].city ? 1 : 0);

export function boardEffects(before: GameView, after: GameView): BoardEffect[] {
  const effects = unitEffects(before, after);
  for (const seat of after.seats) {
    const was = before.seats.find((s) => s.id === seat.id);
    if (was && was.location !== seat.location)
      effects.push({
        kind: 'move',
        piece: 'standee',
        side: seat.id,
        role: seat.role,
        from: was.location,
        to: seat.location,
      });
  }
  for (const id of content.REGION_IDS) {
    const power = after.regions[id].power - before.regions[id].power;
    if (power < 0) effects.push({ kind: 'harvest', at: id });
    if (power > 0) effects.push({ kind: 'place', piece: 'power', side: null, at: id });
    if (piecesIn(after, id) > piecesIn(before, id))
      effects.push({ kind: 'place', piece: 'other', side: null, at: id });
    if (
      woundsIn(after, id) > woundsIn(before, id) &&
      !effects.some((e) => e.kind === 'hit' && e.at === id)
    )
      effects.push({ kind: 'hit', at: id });
  }
  return effects;
}
