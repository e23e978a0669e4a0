import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameScreen } from '../../../../src/ui/table/GameScreen';
import { ELYSE_SOLO_TABLE } from '../../../tables';
import { renderWithStore, storeWith } from '../../render';

describe('what just happened (docs/ui.md "Following the Faceless")', () => {
  it('RB-44: the decision bar says the last move in one line, a Faceless one with its reason', async () => {
    const store = storeWith({ seats: ELYSE_SOLO_TABLE });
    store.getState().setPace('step');
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);
    const line = () => screen.getByLabelText(/^What just happened: /);
    expect(line()).toHaveTextContent('No one has moved yet.');

    // Elyse plans a card: her own move, said without a reason.
    act(() => void store.getState().choose(store.getState().state!.pending!.options[0]));
    expect(line()).toHaveTextContent(/^Last move Allaria/);
    expect(line().textContent).not.toMatch(/ — /);

    // Then she passes, and Fulgen's turns come: each Faceless move is said with its reason.
    act(() => {
      const pending = store.getState().state!.pending!;
      store.getState().choose(pending.options[pending.options.length - 1]);
    });
    for (let i = 0; i < 40 && !store.getState().state!.pending!.automaton; i++)
      act(() => void store.getState().choose(store.getState().state!.pending!.options[0]));
    await userEvent.click(await screen.findByRole('button', { name: /^Next: / }));
    const last = store.getState().state!.log[store.getState().history.at(-2)!.log.length];
    expect(last.why).toBeDefined();
    expect(line()).toHaveTextContent(/ — \S/);
  });
});
