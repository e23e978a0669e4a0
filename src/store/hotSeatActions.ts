import type { Choice } from '../engine';
import type { Player } from './player';
import type { GetStore, HotSeatActions, HotSeatState, SetStore } from './storeTypes';

export const initialHotSeatState: HotSeatState = { holder: null, handAsked: null, planAhead: {} };

/** Hot-seat (docs/ui.md "Hot-seat"): who holds the device, a hand asked for, cards chosen ahead. */
export function hotSeatActions(
  set: SetStore,
  get: GetStore,
  { play, fail }: Player,
): HotSeatActions & {
  /** Plays the Planning cards chosen ahead whenever such a person's Planning turn comes. */
  playPlannedAhead(): void;
} {
  const dropPlans = () => {
    if (Object.keys(get().planAhead).length > 0)
      set((draft) => {
        draft.planAhead = {};
      });
  };

  const playPlannedAhead = () => {
    for (;;) {
      const pending = get().state?.pending;
      // Planning is over: nothing chosen ahead carries into the next one.
      if (pending?.kind !== 'plan') return dropPlans();
      const { seat } = pending;
      const plan = get().planAhead[seat];
      if (!plan) return;
      const [card, ...rest] = plan.cards;
      set((draft) => {
        if (card) draft.planAhead[seat] = { ...plan, cards: rest };
        else delete draft.planAhead[seat];
      });
      // Nothing left to play and no pass chosen: the person is asked again.
      if (!card && !plan.passAfter) return;
      const choice: Choice = card ? { kind: 'card', card } : { kind: 'pass' };
      if (!play({ seat, choice })) return dropPlans();
    }
  };

  return {
    playPlannedAhead,

    takeDevice(seat) {
      set((draft) => {
        draft.holder = seat;
        draft.handAsked = null;
      });
    },

    askForHand() {
      const pending = get().state?.pending;
      if (!pending || pending.automaton) return;
      set((draft) => {
        draft.handAsked = pending.seat;
      });
    },

    planCards(cards, passAfter) {
      const pending = get().state?.pending;
      if (pending?.kind !== 'plan' || pending.automaton)
        return fail('Cards are chosen ahead only in a person’s Planning.');
      const inHand = new Set(pending.options.flatMap((o) => (o.kind === 'card' ? [o.card] : [])));
      if (
        cards.length === 0 ||
        new Set(cards).size !== cards.length ||
        !cards.every((c) => inHand.has(c))
      )
        return fail('Choose each card once, from your hand.');
      const [first, ...rest] = cards;
      if (!play({ seat: pending.seat, choice: { kind: 'card', card: first } })) return false;
      if (rest.length > 0 || passAfter)
        set((draft) => {
          draft.planAhead[pending.seat] = { cards: rest, passAfter };
        });
      playPlannedAhead();
      return true;
    },
  };
}
