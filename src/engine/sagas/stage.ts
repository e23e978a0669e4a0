import { cloneData } from '../clone';
import { markerOfStageCard } from '../content/ids';
import { pop, push, sagaFrame } from '../frames';
import { logEvent } from '../log';
import type { GameState, StageFrame } from '../types';

/** EV-STAGE-2: a Stage card follows every Event card; the deck is not reshuffled (Q-STAGE-2). */
export function placeStageCard(s: GameState): void {
  if (s.sagas.length === 0) return;
  const card = s.stageDeck.shift();
  if (card) s.stack.push({ kind: 'stage', card, revealed: false });
}

/**
 * EV-STAGE-5…11: the revealed card moves its marker (and only that one) to the next Stage, I
 * to III, staying on III from the 4th time; that Stage resolves, then the card is discarded.
 */
export function runStage(s: GameState, f: StageFrame): void {
  if (f.step === 'discard') {
    s.stageDiscard.push(f.card);
    pop(s);
    // Q-PREC-2: the rules the Stage effect triggered run now, in the order they fired. They are
    // copied: the waiting list is shared with earlier states, and running frames are edited.
    push(s, ...f.waiting.map(cloneData));
    return;
  }
  f.step = 'discard';
  const saga = s.sagas.find((x) => x.marker === markerOfStageCard(f.card));
  if (!saga) return;
  saga.stage = Math.min(3, saga.stage + 1) as 1 | 2 | 3;
  logEvent(s, {
    kind: 'stage-advanced',
    seat: null,
    saga: saga.id,
    stage: saga.stage,
    card: f.card,
  });
  push(s, sagaFrame(saga.id, 'stage', saga.stage));
}
