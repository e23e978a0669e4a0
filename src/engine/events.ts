import { isDragon, isGeneral, turnOrder, seatOf } from './board';
import { EVENTS } from './content/cards';
import { rollDragonbonds } from './dragonbond';
import { pop, push } from './frames';
import { glyphFrame } from './glyphs/frame';
import { healDragon } from './hits';
import { logEvent } from './log';
import { placeNeutralUnits, placePowerIn, regionsWhere } from './placement';
import type { EventFrame, GameState } from './types';

/** §10 Events: none asks for a choice; granted Glyphs resolve in turn order and are not turns. */
export function runEvent(s: GameState, f: EventFrame): void {
  if (f.started) {
    pop(s);
    return;
  }
  f.started = true;
  const effect = EVENTS[f.event].effect;
  switch (effect.kind) {
    case 'dragonbond':
      rollDragonbonds(s);
      return;
    case 'power-where': {
      const placed = placePowerIn(s, regionsWhere(s, effect.where), effect.amount);
      logEvent(s, null, 'power-placed', { event: f.event, count: placed });
      return;
    }
    case 'power-in': {
      const placed = placePowerIn(s, effect.regions, effect.amount);
      logEvent(s, null, 'power-placed', { event: f.event, count: placed });
      return;
    }
    case 'neutral-units': {
      const placed = placeNeutralUnits(s, regionsWhere(s, effect.where), effect.amount);
      logEvent(s, null, 'neutral-units-placed', { event: f.event, count: placed });
      return;
    }
    case 'dragons-heal':
      for (const seat of s.seats) if (isDragon(seat)) healDragon(s, seat.id, effect.amount);
      return;
    case 'grant-glyph': {
      const who = turnOrder(s).filter(
        (id) => effect.who === 'everyone' || isGeneral(seatOf(s, id)),
      );
      push(s, ...who.map((id) => glyphFrame(id, effect.glyph, null, null)));
      return;
    }
  }
}
