import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../src/engine';
import {
  isPrivateDecision,
  selectHandShownFor,
  selectMayAskForHand,
  selectPassTo,
  type GameStoreApi,
} from '../../src/store';
import { storeWith } from '../ui/render';
import { ELYSE_HUMAN_TABLE } from '../tables';

/** Three people (Allaria, Fulgen, Tyveria) and one Faceless (Skarn). */
const THREE = ELYSE_HUMAN_TABLE.map((seat, i) =>
  i < 3 ? seat : { ...seat, controller: 'faceless' as const },
);

interface Walk {
  /** Public decisions of a person who did not hold the device. */
  publicAfterAnother: number;
  passScreens: number;
}

/**
 * Plays `moves` moves, taking the device whenever a pass screen asks, and checks at every step
 * (docs/ui.md, Hot-seat) that a hand on screen is the deciding person's, and only after that person
 * confirmed on a pass screen with no other person's decision since.
 */
function walk(store: GameStoreApi, moves: number, pick = (n: number) => n - 1): Walk {
  let confirmed: SeatId | null = null;
  const seen: Walk = { publicAfterAnother: 0, passScreens: 0 };
  for (let i = 0; i < moves && !store.getState().state!.result; i++) {
    const pending = store.getState().state!.pending!;
    if (pending.automaton) {
      store.getState().advanceFaceless();
      continue;
    }
    if (confirmed !== pending.seat) confirmed = null;
    const passTo = selectPassTo(store.getState());
    if (passTo) {
      expect(selectHandShownFor(store.getState())).toBeNull();
      expect(passTo).toBe(pending.seat);
      store.getState().takeDevice(passTo);
      confirmed = passTo;
      seen.passScreens += 1;
    }
    const shown = selectHandShownFor(store.getState());
    if (shown) expect(shown).toBe(confirmed);
    if (!isPrivateDecision(pending) && confirmed === null) {
      seen.publicAfterAnother += 1;
      expect(shown).toBeNull();
      expect(selectMayAskForHand(store.getState())).toBe(pending.seat);
    }
    const options = pending.options;
    store.getState().choose(options[pick(options.length) % options.length]);
  }
  return seen;
}

describe('hot-seat privacy in every decision kind', () => {
  it('a hand shows only after its own pass screen, and hides when another person decides', () => {
    for (const seed of [3, 11, 42]) {
      const store = storeWith({ seed, seats: THREE });
      // Choosing the last option (often "done" or pass) and the first alternately reaches
      // defences, targets and Glyph steps of several people.
      const seen = walk(store, 400, (n) => (n > 2 ? 0 : n - 1));
      expect(seen.passScreens).toBeGreaterThan(3);
      expect(seen.publicAfterAnother).toBeGreaterThan(0);
    }
  });

  it('a person may ask for their hand during a public decision: a pass screen first', () => {
    const store = storeWith({ seed: 11, seats: THREE });
    // Play until a person decides in public right after another person held the device.
    for (let i = 0; i < 400; i++) {
      const state = store.getState();
      const pending = state.state!.pending!;
      if (pending.automaton) state.advanceFaceless();
      else if (selectPassTo(state)) state.takeDevice(pending.seat);
      else if (selectMayAskForHand(state)) break;
      else state.choose(pending.options[0]);
    }
    const seat = selectMayAskForHand(store.getState());
    expect(seat).not.toBeNull();
    expect(selectHandShownFor(store.getState())).toBeNull();
    store.getState().askForHand();
    expect(selectPassTo(store.getState())).toBe(seat);
    store.getState().takeDevice(seat!);
    expect(selectHandShownFor(store.getState())).toBe(seat);
    expect(selectMayAskForHand(store.getState())).toBeNull();
  });
});

describe('planning ahead', () => {
  it('RB-13: cards chosen ahead are played on the person’s next turns with no hand-off, then the pass', () => {
    const store = storeWith({ seed: 11, seats: THREE, initiative: 'allaria' });
    const cardsOf = (seat: SeatId) =>
      store
        .getState()
        .state!.pending!.options.flatMap((o) =>
          o.kind === 'card' && store.getState().state!.pending!.seat === seat ? [o.card] : [],
        );
    store.getState().takeDevice('allaria');
    const mine = cardsOf('allaria').slice(0, 3);
    expect(store.getState().planCards(mine, true)).toBe(true);
    let passScreens = 0;
    // Fulgen and Tyveria each play their first card; Elyse's turns answer themselves.
    for (let i = 0; i < 12 && store.getState().state!.phase === 'planning'; i++) {
      const pending = store.getState().state!.pending!;
      expect(pending.seat).not.toBe('allaria');
      if (selectPassTo(store.getState())) {
        passScreens += 1;
        store.getState().takeDevice(pending.seat);
      }
      store.getState().choose(pending.options[0]);
    }
    const planned = store
      .getState()
      .moves.filter((m) => m.seat === 'allaria')
      .map((m) => m.choice);
    expect(planned).toEqual([...mine.map((card) => ({ kind: 'card', card })), { kind: 'pass' }]);
    // Elyse's pass ended Planning after the others' third cards: 2 × 3 hand-offs, none for her.
    expect(passScreens).toBe(6);
    expect(store.getState().planAhead).toEqual({});
  });

  it('a card not in hand is refused and nothing is played', () => {
    const store = storeWith({ seed: 11, seats: THREE });
    expect(store.getState().planCards(['fly-harvest'], true)).toBe(false);
    expect(store.getState().error).toBe('Choose each card once, from your hand.');
    expect(store.getState().moves).toEqual([]);
  });
});
