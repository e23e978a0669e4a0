import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { afterThePanelsFollow, renderWithStore, storeWith } from '../render';
import { ELYSE_SOLO_TABLE } from '../../tables';

/** A solo game where Elyse has put two cards on the Action stack (the Faceless follow on their own). */
function twoCardsPlanned() {
  const store = storeWith({ seats: ELYSE_SOLO_TABLE });
  for (let i = 0; i < 2; i++) store.getState().choose(store.getState().state!.pending!.options[0]);
  expect(store.getState().moves).toHaveLength(2);
  return store;
}

/** The replay screen loads when it is first opened. */
const FIND = { timeout: 30_000 };

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Move \d+ of \d+/ });

describe('Replay', () => {
  it('steps back to the opening and forward again, read-only and with no hand on screen', async () => {
    const store = twoCardsPlanned();
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);
    expect(screen.getByRole('group', { name: "Elyse's hand (private)" })).toHaveTextContent(
      /Your Action cards/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Replay' }, FIND),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Move 2 of 2 · Allaria (Elyse)');
    // No decision to answer, no hand shown, nothing on the map to choose.
    expect(screen.queryByRole('region', { name: /Decision/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your Action cards/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play from here' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(stepHeading()).toHaveTextContent('Move 0 of 2');
    expect(screen.getByRole('list', { name: 'What this move did' })).toHaveTextContent(
      'The opening position.',
    );
    expect(screen.getByRole('slider', { name: 'Move' })).toHaveValue('0');
    // The opening stack: the Event card (and Stage card) only, no Action card of anyone's yet.
    const stackAt = () =>
      within(screen.getByRole('list', { name: /Action stack/ })).getAllByRole('listitem');
    await afterThePanelsFollow();
    expect(stackAt().some((card) => /Allaria|Fulgen/.test(card.textContent ?? ''))).toBe(false);

    await userEvent.keyboard('{ArrowRight}');
    expect(stepHeading()).toHaveTextContent('Move 1 of 2');
    expect(screen.getByRole('list', { name: 'What this move did' })).toHaveTextContent(
      'Allaria put a card face down on the Action stack',
    );
    await userEvent.keyboard('{End}');
    expect(stepHeading()).toHaveTextContent('Move 2 of 2');
    // Two cards each from Elyse and the three Faceless, all face down to an onlooker.
    await afterThePanelsFollow();
    expect(stackAt().filter((card) => /Face down · /.test(card.textContent ?? ''))).toHaveLength(9);

    await userEvent.click(screen.getByRole('button', { name: 'Return to the game' }));
    expect(screen.getByRole('region', { name: /Decision/ })).toBeInTheDocument();
    expect(store.getState().moves).toHaveLength(2);
  });

  it('"Play from here" asks for agreement, then plays on from the shown move', async () => {
    const store = twoCardsPlanned();
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, FIND));
    await userEvent.click(screen.getByRole('button', { name: 'Play from here' }));

    const dialog = screen.getByRole('dialog', { name: 'Play on from move 1?' });
    expect(dialog).toHaveTextContent('1 later move is set aside');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elyse: I agree' }));

    expect(screen.queryByRole('heading', { level: 1, name: 'Replay' })).not.toBeInTheDocument();
    expect(store.getState().moves).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });
});
