import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GameSetup, SeatSetup } from '../../../src/engine';
import { selectFacelessStrength } from '../../../src/store';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { renderNewGameForm, renderWithStore, storeWith } from '../render';
import { ELYSE_SOLO_TABLE } from '../../tables';

/** RB-44d: the Faceless strength on the new-game screen and in the table's header. */

const SLOW = { timeout: 60_000 };

const renderForm = (initial?: GameSetup) => renderNewGameForm({ initial, playableSagas: [] });

const strengthGroup = () => screen.getByRole('group', { name: /^Faceless strength/ });

describe('Faceless strength (RB-44d, house option)', () => {
  it(
    'is offered as a house option, explained from the data, normal by default, and separate from the solo preference',
    SLOW,
    () => {
      renderForm();
      const group = strengthGroup();
      expect(within(group).getByText('house option')).toHaveClass('house-tag');
      expect(group).toHaveAccessibleDescription(/Not in the printed game/);
      expect(within(group).getByRole('radio', { name: /^Normal/ })).toBeChecked();
      expect(within(group).getByRole('radio', { name: /^Easy/ })).toHaveAccessibleName(
        'Easy — each Faceless starts the game with 1 Power token and places at most 3 cards a round.',
      );
      expect(within(group).getByRole('radio', { name: /^Normal/ })).toHaveAccessibleName(
        'Normal — each Faceless starts the game with 2 Power tokens, places at most 4 cards a round and attacks whoever is closest to winning first.',
      );
      expect(within(group).getByRole('radio', { name: /^Hard/ })).toHaveAccessibleName(
        'Hard — each Faceless starts the game with 3 Power tokens, places at most 5 cards a round and attacks whoever is closest to winning first.',
      );
      // EV-CHOICE-6: the solo preference keeps its printed modes, in its own group.
      const solo = screen.getByRole('group', { name: 'Solo preference' });
      expect(
        within(solo)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).value),
      ).toEqual(['fast-paced', 'standard', 'challenging']);
      expect(within(solo).queryByRole('radio', { name: /Hard/ })).not.toBeInTheDocument();
    },
  );

  it('is chosen with the keyboard and sent with the setup; normal is left out', SLOW, async () => {
    const { started } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0]).not.toHaveProperty('facelessStrength');

    within(strengthGroup())
      .getByRole('radio', { name: /^Normal/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(strengthGroup()).getByRole('radio', { name: /^Hard/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[1].facelessStrength).toBe('hard');
  });

  it.each<[string, SeatSetup['controller']]>([
    ['no seat is Faceless', 'human'],
    ['no seat is a person’s', 'faceless'],
  ])('is not offered when %s, and then not sent', SLOW, async (_, controller) => {
    const { started } = renderForm({
      seed: 4,
      facelessStrength: 'hard',
      seats: ELYSE_SOLO_TABLE.map((seat) => ({ faction: seat.faction, controller })),
    });
    expect(screen.queryByRole('group', { name: /^Faceless strength/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0]).not.toHaveProperty('facelessStrength');
  });

  it('fills in the strength of the table played last', SLOW, () => {
    renderForm({ seed: 4, facelessStrength: 'easy', seats: ELYSE_SOLO_TABLE });
    expect(within(strengthGroup()).getByRole('radio', { name: /^Easy/ })).toBeChecked();
  });

  it('is shown in the table’s header when the table has Faceless seats', () => {
    const { unmount } = renderWithStore(
      <GameScreen facelessDelayMs={0} />,
      storeWith({ seats: ELYSE_SOLO_TABLE, facelessStrength: 'hard' }),
    );
    const roundLine = () => document.querySelector('.game__round');
    expect(roundLine()).toHaveTextContent('Round 1 · Planning · Faceless strength: Hard');
    unmount();
    // A table of people only has no Faceless for the strength to change, and an all-Faceless
    // table no person for it to handicap: nothing to show.
    expect(selectFacelessStrength(storeWith().getState())).toBeNull();
    expect(
      selectFacelessStrength(
        storeWith({
          seats: ELYSE_SOLO_TABLE.map((seat) => ({
            faction: seat.faction,
            controller: 'faceless',
          })),
        }).getState(),
      ),
    ).toBeNull();
    expect(selectFacelessStrength(storeWith({ seats: ELYSE_SOLO_TABLE }).getState())).toBe(
      'normal',
    );
  });
});
