import { addUnits, regionsControlledBy, roomFor, seatOf } from '../board';
import { facelessGoal } from '../faceless/goal';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import { firstOf, sumOf } from '../ruleHooks/apply';
import type { Choice, GameState, GlyphFrame, RegionId, SeatId } from '../types';

/** RB-19: 2 Units (+1 per Deploy Denizen and Epic Deploy slot), each where you control or where your General is. */
function deployCount(s: GameState, seat: SeatId): number {
  let count = 2 + sumOf(s, 'deployCount', seat);
  for (const id of seatOf(s, seat).denizens) {
    const bonus = s.content.denizens[id].bonus;
    if (bonus?.kind === 'deploy-units') count += bonus.amount;
  }
  return count;
}

function deployRegions(s: GameState, seat: SeatId, only: RegionId | null): RegionId[] {
  const general = seatOf(s, seat);
  const candidates = new Set<RegionId>(regionsControlledBy(s, seat));
  candidates.add(general.location);
  // EV-EGEN-3: an Epic General deploys only where he stands.
  const hero = firstOf(s, 'pinnedRegion', seat);
  return [...candidates].filter(
    (r) =>
      (only === null || r === only) && (hero === null || r === hero) && roomFor(s, r, seat) > 0,
  );
}

function placeUnit(s: GameState, seat: SeatId, region: RegionId): void {
  addUnits(s, region, seat, 1);
  s.supply.units[seat] = (s.supply.units[seat] ?? 0) - 1;
}

export function runDeploy(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (!f.started) {
    f.started = true;
    f.remaining = deployCount(s, seat.id);
    if (seat.controller === 'faceless') f.goal = facelessGoal(s, seat.id);
  }
  if (answer?.kind === 'done') {
    pop(s);
    return;
  }
  if (answer?.kind === 'region') {
    placeUnit(s, seat.id, answer.region);
    f.remaining -= 1;
    logEvent(s, { kind: 'deployed', seat: seat.id, region: answer.region });
  }
  const regions =
    f.remaining > 0 && (s.supply.units[seat.id] ?? 0) > 0
      ? deployRegions(s, seat.id, f.region)
      : [];
  if (regions.length === 0) {
    pop(s);
    return;
  }
  const options: Choice[] = regions.map((region) => ({ kind: 'region', region }));
  // RB-16: a human may stop; a Faceless deploys wherever it can.
  if (seat.controller === 'human') options.push({ kind: 'done' });
  ask(s, seat.id, 'deploy', 'RB-19', options, { card: f.card, glyph: 'deploy' });
}
