import { cardFacts } from '../cardFacts';
import { controllerOf, seatOf } from '../board';
import { glyphFrame, pop, push } from '../frames';
import { logEvent } from '../log';
import { listOf } from '../ruleHooks/apply';
import type { GameState, ResolutionFrame, TurnFrame } from '../types';
import { mutSeat, mutStackCard } from '../draft';

/** RB-15: reveal and resolve the stack in the order it was built. */
export function runResolution(s: GameState, f: ResolutionFrame): void {
  // Q-PREC-2: ∞ rules triggered by a card resolve before the next card is revealed.
  if (f.next > 0 && !f.triggered) {
    f.triggered = true;
    const previous = s.stack[f.next - 1];
    const frames = listOf(s, 'afterCard', previous);
    if (frames.length > 0) {
      push(s, ...frames);
      return;
    }
  }
  f.triggered = false;
  const card = s.stack[f.next];
  if (!card) {
    pop(s);
    return;
  }
  mutStackCard(s, f.next).revealed = true;
  f.next += 1;
  if (card.kind === 'event') {
    logEvent(s, { kind: 'event-revealed', seat: null, event: card.event });
    push(s, { kind: 'event', event: card.event, started: false });
    return;
  }
  if (card.kind === 'stage') {
    push(s, { kind: 'stage', card: card.card, step: 'advance', waiting: [] });
    return;
  }
  const { region, glyphs } = cardFacts(s.content, card.card);
  logEvent(s, { kind: 'card-revealed', seat: card.seat, card: card.card });
  push(s, { kind: 'turn', seat: card.seat, card: card.card, region, glyphs, next: 0 });
}

/** RB-15a, RB-16, RB-17: a turn resolves its card's Glyphs in printed order. */
export function runTurn(s: GameState, f: TurnFrame): void {
  const seat = seatOf(s, f.seat);
  if (f.next === 0 && f.region && controllerOf(s, f.region) !== seat.id) {
    // RB-17: a Region card does nothing unless its owner controls the region now.
    logEvent(s, { kind: 'region-card-idle', seat: seat.id, region: f.region });
    pop(s);
    return;
  }
  const glyph = f.glyphs[f.next];
  if (glyph === undefined) {
    pop(s);
    return;
  }
  f.next += 1;
  if (seat.skipNextGlyph) {
    // RB-37a: the skull cancels the next Glyph.
    mutSeat(s, seat.id).skipNextGlyph = false;
    logEvent(s, { kind: 'glyph-cancelled', seat: seat.id, glyph });
    return;
  }
  push(s, glyphFrame(seat.id, glyph, f.card, f.region));
}
