import { isGeneral, regionsControlledBy, seatOf } from '../board';
import { ask, pop } from '../frames';
import { takeFromLineup } from './build';
import { healDragon } from '../hits';
import { logEvent } from '../log';
import { boardRoom, collectFromRegion, dragonMayHarvest } from '../power';
import { anyOf, firstOf, sumOf } from '../ruleHooks/apply';
import type { HarvestShare } from '../ruleHooks/hooks';
import type { Choice, GameState, GlyphFrame } from '../types';

/** How many tokens a Harvest would take, region by region. */
function harvestPlan(s: GameState, f: GlyphFrame): HarvestShare[] {
  const seat = seatOf(s, f.seat);
  if (isGeneral(seat)) {
    // EV-EGEN-4: an Epic General harvests his own way.
    const own = firstOf(s, 'harvestPlan', f);
    if (own) return own;
    // RB-17a: a Region card's Harvest takes up to 2 from its region; RB-20: 1 from each controlled region.
    if (f.region)
      return [
        {
          region: f.region,
          max: Math.min(s.content.numbers.regionCardHarvest, s.regions[f.region].power),
        },
      ];
    return regionsControlledBy(s, seat.id).map((region) => ({
      region,
      max: Math.min(s.content.numbers.generalHarvestPerRegion, s.regions[region].power),
    }));
  }
  const here = seat.location;
  if (!dragonMayHarvest(s, seat.id, here)) return [];
  // §10: a bonded Dragon takes 1 extra token in a region its General controls.
  const extra = sumOf(s, 'harvestBonus', seat.id, here);
  return [
    { region: here, max: Math.min(s.content.numbers.dragonHarvest + extra, s.regions[here].power) },
  ];
}

export function runHarvest(s: GameState, f: GlyphFrame, answer?: Choice): void {
  if (f.started) return harvestDenizen(s, f, answer);
  const plan = harvestPlan(s, f).filter((p) => p.max > 0);
  // Q-SLOT-2: no more than a full Epic board has room for.
  const total = Math.min(
    plan.reduce((n, p) => n + p.max, 0),
    boardRoom(s, f.seat),
  );
  if (answer || total === 0) {
    if (answer?.kind === 'count' && answer.n > 0) {
      // "Up to" harvests (one region) take the chosen number; RB-20 takes 1 from every region.
      let left = answer.n;
      for (const p of plan) left -= collectFromRegion(s, f.seat, p.region, Math.min(left, p.max));
      logEvent(s, { kind: 'harvested', seat: f.seat, count: answer.n - left });
    }
    // EV-SLOT-2: the resolver lays the tokens on their slots before this frame runs again, so
    // the Denizen is offered after that, and a token laid on the Harvest slot already counts.
    f.started = true;
    return;
  }
  const seat = seatOf(s, f.seat);
  const choosable = plan.length === 1 && seat.controller === 'human';
  // RB-44a: a Faceless harvests the maximum.
  const options: Choice[] = choosable
    ? Array.from({ length: total + 1 }, (_, i): Choice => ({ kind: 'count', n: total - i }))
    : seat.controller === 'human'
      ? [
          { kind: 'count', n: total },
          { kind: 'count', n: 0 },
        ]
      : [{ kind: 'count', n: total }];
  ask(s, f.seat, 'harvest', isGeneral(seat) ? 'RB-20' : 'RB-26', options, {
    card: f.card,
    glyph: 'harvest',
  });
}

/** EV-EGEN-11, Q-EGEN-4: with the Harvest slot filled, take 1 Denizen from the lineup for free. */
function harvestDenizen(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (answer?.kind === 'denizen') takeFromLineup(s, seat.id, answer.denizen, 'harvest-slot');
  const denizens =
    answer || !anyOf(s, 'harvestTakesDenizen', f) ? [] : s.lineup.filter((d) => d !== null);
  if (denizens.length === 0) {
    pop(s);
    return;
  }
  const options: Choice[] = [
    ...denizens.map((denizen): Choice => ({ kind: 'denizen', denizen })),
    { kind: 'done' },
  ];
  ask(s, seat.id, 'harvest', 'EV-EGEN-11', options, {
    card: f.card,
    glyph: 'harvest',
  });
}

/** RB-27: heal 2 wounds. */
export function runHoard(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const seat = seatOf(s, f.seat);
  if (answer || seat.wounds === 0) {
    if (answer?.kind === 'confirm')
      healDragon(s, seat.id, s.content.numbers.hoardHeal + sumOf(s, 'hoardHeal', seat.id));
    pop(s);
    return;
  }
  const options: Choice[] =
    seat.controller === 'human' ? [{ kind: 'confirm' }, { kind: 'done' }] : [{ kind: 'confirm' }];
  ask(s, seat.id, 'hoard', 'RB-27', options, { card: f.card, glyph: 'hoard' });
}
