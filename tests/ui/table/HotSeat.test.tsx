import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectPassTo } from '../../../src/store';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { renderWithStore, storeWith } from '../render';
import { ELYSE_HUMAN_TABLE, ELYSE_SOLO_TABLE } from '../../tables';

const SLOW = { timeout: 60_000 };

/** Allaria (Elyse) and Fulgen play; Tyveria and Skarn are Faceless. */
const TWO_HUMANS = ELYSE_HUMAN_TABLE.map((seat, i) =>
  i < 2 ? seat : { ...seat, controller: 'faceless' as const },
);

const hands = () => screen.queryAllByRole('group', { name: /hand \(private\)/ });

describe('hot-seat hand-off', () => {
  it('hides the table until each person confirms, and shows only their hand', SLOW, async () => {
    const store = storeWith({ seats: TWO_HUMANS });
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);

    // Elyse plans first: the table stays hidden until she says it is her.
    expect(
      await screen.findByRole('heading', { name: 'Pass the device to Elyse (Allaria)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Decision/ })).not.toBeInTheDocument();
    expect(hands()).toEqual([]);
    const confirm = screen.getByRole('button', { name: "I'm Elyse" });
    // The card takes the focus in an effect after it is drawn (slow on a loaded machine).
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);

    expect(hands().map((h) => h.getAttribute('aria-label'))).toEqual(["Elyse's hand (private)"]);
    const decision = screen.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
    await userEvent.click(within(decision).getAllByRole('button')[0]);

    // Fulgen plans next: Elyse's hand and options leave the DOM before the hand-off.
    expect(
      await screen.findByRole('heading', { name: 'Pass the device to The Fulgen Elder (Fulgen)' }),
    ).toBeInTheDocument();
    expect(hands()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Options' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "I'm The Fulgen Elder" }));
    expect(hands().map((h) => h.getAttribute('aria-label'))).toEqual([
      "The Fulgen Elder's hand (private)",
    ]);
  });

  it('asks again only when the private decision changes hands', SLOW, () => {
    const store = storeWith({ seats: TWO_HUMANS });
    expect(selectPassTo(store.getState())).toBe('allaria');
    act(() => store.getState().takeDevice('allaria'));
    expect(selectPassTo(store.getState())).toBeNull();
    act(() => {
      store.getState().choose(store.getState().state!.pending!.options[0]);
    });
    expect(selectPassTo(store.getState())).toBe('fulgen');
  });

  it('never asks with one person at the table', SLOW, () => {
    const store = storeWith({
      seats: ELYSE_SOLO_TABLE,
    });
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);
    expect(screen.queryByRole('heading', { name: /Pass the device/ })).not.toBeInTheDocument();
    expect(hands()).toHaveLength(1);
  });
});
