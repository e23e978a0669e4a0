import {
  addUnits,
  areEnemies,
  groundNeighbours,
  isGeneral,
  regionsControlledBy,
  roomFor,
  seatOf,
  unitSideIn,
  unitsIn,
} from '../board';
import { VAALA_CARDS } from '../content/cards';
import { REGIONS } from '../content/map';
import { ask, pop, push } from '../frames';
import { nullDialsIn } from '../dials';
import { sparesAlly } from '../fell/knight';
import { glyphFrame } from '../glyphs/frame';
import { applyHits, healDragon } from '../hits';
import { logEvent } from '../log';
import type {
  Choice,
  GameState,
  RegionId,
  SeatId,
  SideId,
  Target,
  VaalaFrame,
  VaalaId,
} from '../types';

const unitSupply = (s: GameState, seat: SeatId) => s.supply.units[seat] ?? 0;

/** Module effects that say "adjacent" use land links only (RB-7b); house cards follow suit. */
const withNeighbours = (region: RegionId): RegionId[] => [region, ...REGIONS[region].land];

/** Enemy forces with Units (and, for Dragonfire, enemy Dragons) a hit card can reach. */
function hitTargets(s: GameState, seat: SeatId, card: VaalaId): Target[] {
  const effect = VAALA_CARDS[card].effect;
  if (effect.kind !== 'hits' && effect.kind !== 'hits-all-around') return [];
  const me = seatOf(s, seat);
  const out: Target[] = [];
  for (const region of withNeighbours(me.location)) {
    const side = unitSideIn(s, region);
    const enemy = (other: SideId) => areEnemies(s, seat, other) && !sparesAlly(s, seat, other);
    if (side && enemy(side)) out.push({ kind: 'force', side, region });
    // EV-DIAL-7: a Null force is everyone's enemy, and effects wound its dials.
    if (nullDialsIn(s, region).length > 0) out.push({ kind: 'null', region });
    if (effect.kind === 'hits' && effect.dragons) {
      for (const other of s.seats) {
        if (other.role === 'dragon' && other.location === region && enemy(other.id))
          out.push({ kind: 'dragon', seat: other.id });
      }
    }
  }
  return out;
}

function musterRegions(s: GameState, seat: SeatId): RegionId[] {
  return regionsControlledBy(s, seat).filter((r) => roomFor(s, r, seat) > 0);
}

/** A card is playable only when it would do something (RB-44b "affordable card with a legal target"). */
export function hasVaalaEffect(s: GameState, seat: SeatId, card: VaalaId): boolean {
  const me = seatOf(s, seat);
  const effect = VAALA_CARDS[card].effect;
  switch (effect.kind) {
    case 'place-units':
      if (!isGeneral(me) || unitSupply(s, seat) === 0) return false;
      return effect.where === 'general-region'
        ? roomFor(s, me.location, seat) > 0
        : musterRegions(s, seat).length > 0;
    case 'forced-march':
      return isGeneral(me);
    case 'lasting-cv':
    case 'fly':
      return true;
    case 'hits':
    case 'hits-all-around':
      return hitTargets(s, seat, card).length > 0;
    case 'heal':
      return me.wounds > 0;
  }
}

function placeUnits(s: GameState, seat: SeatId, region: RegionId, count: number): void {
  const placed = Math.min(count, roomFor(s, region, seat), unitSupply(s, seat));
  addUnits(s, region, seat, placed);
  s.supply.units[seat] = unitSupply(s, seat) - placed;
  logEvent(s, seat, 'units-placed', { region, count: placed });
}

/** Resolves one played Vaala card's effect (house texts, base-game.md §10). */
export function runVaalaCard(s: GameState, f: VaalaFrame, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  const effect = VAALA_CARDS[f.card].effect;
  const source = { card: f.card };
  switch (effect.kind) {
    case 'lasting-cv':
      pop(s);
      return;
    case 'heal':
      healDragon(s, f.seat, effect.amount);
      pop(s);
      return;
    case 'fly': {
      pop(s);
      const fly = glyphFrame(f.seat, 'fly', null, null);
      fly.remaining = effect.steps;
      push(s, fly);
      return;
    }
    case 'place-units': {
      if (effect.where === 'general-region') {
        placeUnits(s, f.seat, me.location, effect.count);
        pop(s);
        return;
      }
      if (answer?.kind === 'region') {
        placeUnits(s, f.seat, answer.region, effect.count);
        pop(s);
        return;
      }
      const regions = musterRegions(s, f.seat);
      if (regions.length === 0) return void pop(s);
      ask(
        s,
        f.seat,
        'vaala-target',
        'RB-28',
        regions.map((region): Choice => ({ kind: 'region', region })),
        source,
      );
      return;
    }
    case 'forced-march':
      return forcedMarch(s, f, effect.units, answer);
    case 'hits': {
      if (answer?.kind === 'target') {
        applyHits(s, answer.target, effect.hits, { inCombat: false, by: f.seat });
        pop(s);
        return;
      }
      const targets = hitTargets(s, f.seat, f.card);
      if (targets.length === 0) return void pop(s);
      ask(
        s,
        f.seat,
        'vaala-target',
        'RB-32b',
        targets.map((target): Choice => ({ kind: 'target', from: me.location, target })),
        source,
      );
      return;
    }
    case 'hits-all-around':
      for (const target of hitTargets(s, f.seat, f.card))
        applyHits(s, target, effect.hits, { inCombat: false, by: f.seat });
      pop(s);
      return;
  }
}

/** Forced March, Spirit Walk: the General and up to `units` Units from its region move 1 region. */
function forcedMarch(s: GameState, f: VaalaFrame, units: number, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  if (f.step === 0 && answer?.kind === 'region') {
    f.region = answer.region;
    f.step = 1;
  }
  if (f.step === 0) {
    const to = groundNeighbours(s, me.location).map((region): Choice => ({
      kind: 'region',
      region,
    }));
    ask(s, f.seat, 'vaala-target', 'RB-28', to, { card: f.card });
    return;
  }
  const from = me.location;
  const to = f.region!;
  if (answer?.kind === 'count') {
    addUnits(s, from, f.seat, -answer.n);
    addUnits(s, to, f.seat, answer.n);
    me.location = to;
    logEvent(s, f.seat, 'forced-march', { from, to, count: answer.n });
    pop(s);
    return;
  }
  const most = Math.min(units, unitsIn(s, from, f.seat), roomFor(s, to, f.seat));
  const counts = Array.from({ length: most + 1 }, (_, i): Choice => ({
    kind: 'count',
    n: most - i,
  }));
  ask(s, f.seat, 'vaala-target', 'RB-28', counts, { card: f.card });
}
