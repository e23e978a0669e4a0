import { isDragon, isGeneral, turnOrder, seatOf } from './board';
import { type EventEffect } from './content/cards';
import { rollDragonbonds } from './dragonbond';
import { glyphFrame, pop, push } from './frames';
import { healDragon } from './hits';
import { logEvent } from './log';
import { placeNeutralUnits, placePowerIn, regionsWhere } from './placement';
import type { EventFrame, GameState } from './types';
import { mutSeat } from './draft';

/** §10 Events: none asks for a choice; granted Glyphs resolve in turn order and are not turns. */
export function runEvent(s: GameState, f: EventFrame): void {
  const effect = s.content.events[f.event].effect;
  if (f.started) {
    if (effect.kind === 'grant-glyph') grantNextGlyph(s, f, effect);
    else pop(s);
    return;
  }
  f.started = true;
  switch (effect.kind) {
    case 'dragonbond':
      rollDragonbonds(s);
      return;
    case 'power-where': {
      const placed = placePowerIn(s, regionsWhere(s, effect.where), effect.amount);
      logEvent(s, { kind: 'power-placed', seat: null, event: f.event, count: placed });
      return;
    }
    case 'power-in': {
      const placed = placePowerIn(s, effect.regions, effect.amount);
      logEvent(s, { kind: 'power-placed', seat: null, event: f.event, count: placed });
      return;
    }
    case 'neutral-units': {
      const placed = placeNeutralUnits(s, regionsWhere(s, effect.where), effect.amount);
      logEvent(s, { kind: 'neutral-units-placed', seat: null, event: f.event, count: placed });
      return;
    }
    case 'dragons-heal':
      for (const seat of s.seats) if (isDragon(seat)) healDragon(s, seat.id, effect.amount);
      return;
    case 'grant-glyph':
      grantNextGlyph(s, f, effect);
      return;
  }
}

/**
 * One player's granted Glyph at a time, so a skull taken during an earlier grant still counts:
 * RB-37a cancels the Dragon's next Glyph, and a granted Glyph is a Glyph, only not a turn (RB-15a).
 */
function grantNextGlyph(
  s: GameState,
  f: EventFrame,
  effect: Extract<EventEffect, { kind: 'grant-glyph' }>,
): void {
  const who = turnOrder(s).filter((id) => effect.who === 'everyone' || isGeneral(seatOf(s, id)));
  const next = f.granted ?? 0;
  if (next >= who.length) {
    pop(s);
    return;
  }
  f.granted = next + 1;
  const seat = seatOf(s, who[next]);
  if (seat.skipNextGlyph) {
    mutSeat(s, seat.id).skipNextGlyph = false;
    logEvent(s, { kind: 'glyph-cancelled', seat: seat.id, glyph: effect.glyph });
    return;
  }
  push(s, glyphFrame(seat.id, effect.glyph, null, null));
}
