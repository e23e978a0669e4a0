import { regionsControlledBy, seatOf } from '../board';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import { spendPower } from '../power';
import { eachOf, firstOf } from '../ruleHooks/apply';
import type { CityOnCity } from '../ruleHooks/hooks';
import type { Choice, DenizenId, GameState, GlyphFrame, RegionId, SeatId } from '../types';
import { mutRegion, mutSeat } from '../draft';

/** RB-22: what a city placed in a region does: a city, or what a module makes of one on a city. */
function cityPlacement(s: GameState, region: RegionId): 'city' | CityOnCity | null {
  if (!s.regions[region].city) return s.supply.cities > 0 ? 'city' : null;
  // EV-SAGA-HOLD-3/4: a city on a city becomes a Stronghold (or resets one).
  return firstOf(s, 'cityOnCity', region);
}

function placeCity(s: GameState, region: RegionId, by: SeatId): void {
  const placement = cityPlacement(s, region);
  if (placement === 'city') {
    mutRegion(s, region).city = true;
    s.supply.cities -= 1;
  } else if (placement) eachOf(s, 'placeOnCity', region, placement, by);
}

/** RB-22: a city in a region you control or where your General is; never 2 cities in one region. */
function fortifyRegions(s: GameState, f: GlyphFrame): RegionId[] {
  const seat = seatOf(s, f.seat);
  const candidates = new Set<RegionId>(regionsControlledBy(s, seat.id));
  candidates.add(seat.location);
  return [...candidates].filter(
    (r) => cityPlacement(s, r) && (f.region === null || r === f.region),
  );
}

export function runFortify(s: GameState, f: GlyphFrame, answer?: Choice): void {
  if (answer?.kind === 'region') {
    placeCity(s, answer.region, f.seat);
    logEvent(s, { kind: 'fortified', seat: f.seat, region: answer.region });
  }
  const regions = answer ? [] : fortifyRegions(s, f);
  if (regions.length === 0) {
    pop(s);
    return;
  }
  const options: Choice[] = regions.map((region) => ({ kind: 'region', region }));
  if (seatOf(s, f.seat).controller === 'human') options.push({ kind: 'done' });
  ask(s, f.seat, 'fortify', 'RB-22', options, { card: f.card, glyph: 'fortify' });
}

/** A Denizen leaves the lineup for a General; its slot stays empty until Clean-up (RB-39a). */
export function takeFromLineup(
  s: GameState,
  seat: SeatId,
  denizen: DenizenId,
  how: 'upgraded' | 'harvest-slot',
): void {
  s.lineup[s.lineup.indexOf(denizen)] = null;
  mutSeat(s, seat).denizens.push(denizen);
  // EV-SAGA-RELIC-9: the card's Relic tokens go back to the supply.
  eachOf(s, 'denizenTaken', seat, denizen);
  logEvent(s, { kind: how === 'upgraded' ? 'upgraded' : 'denizen-harvested', seat, denizen });
}

/** RB-23: flip 1 unspent Power token to take a Denizen from the lineup; its slot stays empty. */
export function runUpgrade(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (answer?.kind === 'denizen') {
    spendPower(s, seat.id, 1);
    takeFromLineup(s, seat.id, answer.denizen, 'upgraded');
  }
  const denizens = answer || seat.power.unspent === 0 ? [] : s.lineup.filter((d) => d !== null);
  if (denizens.length === 0) {
    pop(s);
    return;
  }
  // RB-44a: a Faceless takes the leftmost Denizen.
  const options: Choice[] =
    seat.controller === 'faceless'
      ? [{ kind: 'denizen', denizen: denizens[0] }]
      : [...denizens.map((denizen): Choice => ({ kind: 'denizen', denizen })), { kind: 'done' }];
  ask(s, seat.id, 'upgrade', 'RB-23', options, { card: f.card, glyph: 'upgrade' });
}
