import {
  addUnits,
  groundNeighbours,
  isGeneral,
  regionsControlledBy,
  roomFor,
  seatOf,
  unitSideIn,
  unitsIn,
} from '../board';
import type { VaalaEffect } from '../content/cards';
import { ask, glyphFrame, pop, push } from '../frames';
import { applyHits, healDragon } from '../hits';
import { logEvent } from '../log';
import { firstOf, listOf } from '../ruleHooks/apply';
import { targetsAnEnemy } from '../targets';
import type { Choice, GameState, RegionId, SeatId, Target, VaalaFrame, VaalaId } from '../types';
import { mutSeat } from '../draft';

type PlaceUnits = Extract<VaalaEffect, { kind: 'place-units' }>;

const unitSupply = (s: GameState, seat: SeatId) => s.supply.units[seat] ?? 0;

/** Module effects that say "adjacent" use land links only (RB-7b); house cards follow suit. */
const withNeighbours = (s: GameState, region: RegionId): RegionId[] => [
  region,
  ...s.content.regions[region].land,
];

/** Enemy forces with Units (and, for Dragonfire, enemy Dragons and Dragon dials) a hit effect can reach. */
function hitTargets(s: GameState, seat: SeatId, effect: VaalaEffect): Target[] {
  if (effect.kind !== 'hits' && effect.kind !== 'hits-all-around') return [];
  const me = seatOf(s, seat);
  const out: Target[] = [];
  for (const region of withNeighbours(s, me.location)) {
    const side = unitSideIn(s, region);
    if (side && targetsAnEnemy(s, seat, side)) out.push({ kind: 'force', side, region });
    // Modules' pieces that count as forces (a Null force, EV-DIAL-7).
    out.push(...listOf(s, 'hitTargets', seat, region, 'forces'));
    if (effect.kind === 'hits' && effect.dragons) {
      for (const other of s.seats) {
        if (
          other.role === 'dragon' &&
          other.location === region &&
          targetsAnEnemy(s, seat, other.id)
        )
          out.push({ kind: 'dragon', seat: other.id });
      }
      // Modules' pieces that count as Dragons (Dragon dials, Q-DIAL-4).
      out.push(...listOf(s, 'hitTargets', seat, region, 'dragons'));
    }
  }
  return out;
}

/** The region of a General's bonded partner: its Dragon, or its bonded Dragon dial (EV-DDIAL). */
function partnerRegion(s: GameState, seat: SeatId): RegionId | null {
  const me = seatOf(s, seat);
  if (me.bondedTo) return seatOf(s, me.bondedTo).location;
  return firstOf(s, 'bondedPiece', seat)?.region ?? null;
}

/** Where a place-units effect may put its Units. */
function placementRegions(s: GameState, seat: SeatId, effect: PlaceUnits): RegionId[] {
  const me = seatOf(s, seat);
  if (!isGeneral(me) || unitSupply(s, seat) === 0) return [];
  const regions =
    effect.where === 'general-region'
      ? [me.location]
      : effect.where === 'partner-region'
        ? [partnerRegion(s, seat)].filter((r) => r !== null)
        : regionsControlledBy(s, seat);
  return regions.filter((r) => roomFor(s, r, seat) > 0);
}

/** The General bonded to a Dragon, if he has Units to place and room in the Dragon's region. */
function partnerPlacing(s: GameState, dragon: SeatId): SeatId | null {
  const me = seatOf(s, dragon);
  const general = me.bondedTo;
  if (!general || unitSupply(s, general) === 0 || roomFor(s, me.location, general) === 0)
    return null;
  return general;
}

/** The wounds a partner can heal: its bonded Dragon's, or its bonded Dragon dial's. */
function partnerWounds(s: GameState, seat: SeatId): number {
  const me = seatOf(s, seat);
  if (me.bondedTo) return seatOf(s, me.bondedTo).wounds;
  return firstOf(s, 'bondedPiece', seat)?.wounds ?? 0;
}

/**
 * A card is playable only when it would do something (RB-44b "affordable card with a legal
 * target"); an ability only when one of its steps would.
 */
export function hasVaalaEffect(s: GameState, seat: SeatId, effect: VaalaEffect): boolean {
  const me = seatOf(s, seat);
  switch (effect.kind) {
    case 'place-units':
      return placementRegions(s, seat, effect).length > 0;
    case 'heal-partner':
      return partnerWounds(s, seat) > 0;
    case 'partner-units':
      return partnerPlacing(s, seat) !== null;
    case 'give-ally':
      return s.ally !== null && s.seats.length > 1;
    case 'forced-march':
      return isGeneral(me);
    case 'lasting-cv':
    case 'fly':
      return true;
    case 'hits':
    case 'hits-all-around':
      return hitTargets(s, seat, effect).length > 0;
    case 'heal':
      return me.wounds > 0;
  }
}

function placeUnits(s: GameState, seat: SeatId, region: RegionId, count: number): void {
  const placed = Math.min(count, roomFor(s, region, seat), unitSupply(s, seat));
  addUnits(s, region, seat, placed);
  s.supply.units[seat] = unitSupply(s, seat) - placed;
  logEvent(s, { kind: 'units-placed', seat: seat, region, count: placed });
}

export function effectFrame(seat: SeatId, card: VaalaId | null, effect: VaalaEffect): VaalaFrame {
  return { kind: 'vaala-card', seat, card, effect, step: 'start', region: null, remaining: 0 };
}

/**
 * Resolves one played Vaala card's effect (house texts, the base game's reconstruction §10) or an
 * ability step.
 */
export function runVaalaCard(s: GameState, f: VaalaFrame, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  const effect = f.effect;
  const source = { card: f.card };
  const rule = f.card ? 'RB-28' : 'EV-ABIL-1';
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
      const regions = placementRegions(s, f.seat, effect);
      const chosen =
        answer?.kind === 'region' ? answer.region : regions.length === 1 ? regions[0] : null;
      if (chosen) placeUnits(s, f.seat, chosen, effect.count);
      if (chosen || regions.length === 0) return void pop(s);
      ask(
        s,
        f.seat,
        'vaala-target',
        rule,
        regions.map((region): Choice => ({ kind: 'region', region })),
        source,
      );
      return;
    }
    case 'heal-partner':
      healPartner(s, f.seat, effect.amount);
      pop(s);
      return;
    case 'partner-units': {
      const general = partnerPlacing(s, f.seat);
      if (general) placeUnits(s, general, me.location, effect.count);
      pop(s);
      return;
    }
    case 'give-ally':
      return giveAlly(s, f, answer);
    case 'forced-march':
      return forcedMarch(s, f, answer);
    case 'hits': {
      if (answer?.kind === 'target') {
        applyHits(s, answer.target, effect.hits, { inCombat: false, by: f.seat });
        pop(s);
        return;
      }
      const targets = hitTargets(s, f.seat, effect);
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
      for (const target of hitTargets(s, f.seat, effect))
        applyHits(s, target, effect.hits, { inCombat: false, by: f.seat });
      pop(s);
      return;
  }
}

function healPartner(s: GameState, seat: SeatId, amount: number): void {
  const me = seatOf(s, seat);
  if (me.bondedTo) {
    healDragon(s, me.bondedTo, amount);
    return;
  }
  firstOf(s, 'bondedPiece', seat)?.heal(amount);
}

/** EV-CHAR-9: Epic Aellas gives his Ally token to another player of his choice. */
function giveAlly(s: GameState, f: VaalaFrame, answer?: Choice): void {
  if (answer?.kind === 'seat') {
    s.ally = { holder: answer.seat };
    logEvent(s, { kind: 'ally-given', seat: f.seat, holder: answer.seat });
    pop(s);
    return;
  }
  const others = s.seats.filter((seat) => seat.id !== f.seat);
  if (!s.ally || others.length === 0) return void pop(s);
  ask(
    s,
    f.seat,
    'ally-holder',
    'EV-CHAR-9',
    others.map((seat): Choice => ({ kind: 'seat', seat: seat.id })),
  );
}

/** Forced March: the General and up to 2 Units from its region move 1 region. */
function forcedMarch(s: GameState, f: VaalaFrame, answer?: Choice): void {
  const me = seatOf(s, f.seat);
  if (f.step === 'start' && answer?.kind === 'region') {
    f.region = answer.region;
    f.step = 'march';
  }
  if (f.step === 'start') {
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
    mutSeat(s, f.seat).location = to;
    logEvent(s, { kind: 'forced-march', seat: f.seat, from, to, count: answer.n });
    pop(s);
    return;
  }
  const most = Math.min(marchingUnits(f.effect), unitsIn(s, from, f.seat), roomFor(s, to, f.seat));
  const counts = Array.from({ length: most + 1 }, (_, i): Choice => ({
    kind: 'count',
    n: most - i,
  }));
  ask(s, f.seat, 'vaala-target', 'RB-28', counts, { card: f.card });
}

const marchingUnits = (effect: VaalaEffect) => (effect.kind === 'forced-march' ? effect.units : 0);
