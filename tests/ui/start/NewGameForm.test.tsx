import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderNewGameForm } from '../render';

const SLOW = { timeout: 60_000 };

const renderForm = renderNewGameForm;

const problems = () => screen.getByText('This table cannot start yet:').parentElement!;

describe('NewGameForm', () => {
  it('seats one human and three Faceless by default, with a solo preference', SLOW, async () => {
    const { started } = renderForm({ playableSagas: [] });
    expect(screen.getAllByRole('combobox', { name: 'Faction' })).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Solo preference' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Challenging/ }));

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Seed' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Seed' }), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started).toEqual([
      {
        seed: 99,
        seats: [
          { faction: 'allaria', controller: 'human' },
          { faction: 'fulgen', controller: 'faceless' },
          { faction: 'tyveria', controller: 'faceless' },
          { faction: 'skarn', controller: 'faceless' },
        ],
        soloMode: 'challenging',
      },
    ]);
  });

  it('hides the solo preference when two people play', SLOW, async () => {
    renderForm();
    const seat2 = screen.getByRole('group', { name: /Seat 2/ });
    await userEvent.click(within(seat2).getByRole('radio', { name: 'Human' }));
    expect(screen.queryByRole('group', { name: 'Solo preference' })).not.toBeInTheDocument();
  });

  it('offers a character choice where a faction has several', SLOW, async () => {
    const { started } = renderForm();
    const seat2 = screen.getByRole('group', { name: /Seat 2/ });
    const character = within(seat2).getByRole('combobox', { name: 'Character' });
    expect(character).toBeEnabled();
    await userEvent.selectOptions(character, 'reganna');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0].seats[1]).toEqual({
      faction: 'fulgen',
      character: 'reganna',
      controller: 'faceless',
    });
  });

  it(
    'offers Aellas as the Fell Knight, played by a person, and explains why not by a Faceless (§10)',
    SLOW,
    async () => {
      const { started } = renderForm();
      const seat4 = screen.getByRole('group', { name: /Seat 4/ });
      await userEvent.selectOptions(
        within(seat4).getByRole('combobox', { name: 'Faction' }),
        'fell',
      );
      expect(within(seat4).getByRole('combobox', { name: 'Character' })).toHaveDisplayValue(
        'Aellas',
      );
      expect(within(seat4).getByRole('radio', { name: 'Human' })).toBeChecked();
      expect(within(seat4).getByText(/Vaala cards: Fey Mending, Dream Step/)).toBeInTheDocument();
      expect(within(seat4).queryByText(/never Faceless/)).not.toBeInTheDocument();

      await userEvent.click(within(seat4).getByRole('radio', { name: 'Faceless' }));
      expect(within(seat4).getByText(/The Fell Knight is never Faceless/)).toBeInTheDocument();
      expect(within(problems()).getByText(/never Faceless/)).toBeInTheDocument();

      await userEvent.click(within(seat4).getByRole('radio', { name: 'Human' }));
      await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
      expect(started[0].seats[3]).toEqual({ faction: 'fell', controller: 'human' });
    },
  );

  it("shows each character's own Vaala cards (EV-CHAR-3)", SLOW, async () => {
    renderForm();
    const seat2 = screen.getByRole('group', { name: /Seat 2/ });
    expect(within(seat2).getByText(/Vaala cards: Preen, Tailwind/)).toBeInTheDocument();
    await userEvent.selectOptions(
      within(seat2).getByRole('combobox', { name: 'Character' }),
      'reganna',
    );
    expect(within(seat2).getByText(/Vaala cards: Glide, Mending Scales/)).toBeInTheDocument();
  });

  it('limits the Saga checkboxes to three, from the playable ones', SLOW, async () => {
    const { started } = renderForm({ playableSagas: ['kadmos', 'crow', 'null', 'zenith'] });
    await userEvent.click(screen.getByRole('radio', { name: 'Choose 3 Sagas' }));
    const picker = screen.getByRole('group', { name: 'Sagas in play' });
    const boxes = within(picker).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    expect(screen.getByText(/Not playable yet: .*Strongholds of Wonder/)).toBeInTheDocument();

    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[2]);
    expect(problems()).toHaveTextContent(/choose 3 Sagas, not 2/);
    await userEvent.click(boxes[3]);
    expect(screen.getByText(/3 of 3 chosen — uncheck one/)).toBeInTheDocument();
    expect(boxes[1]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0].sagas).toEqual(['kadmos', 'null', 'zenith']);
  });

  it('offers a random draw of Sagas', SLOW, async () => {
    const { started } = renderForm({ playableSagas: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Draw 3 Sagas at random' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0].sagas).toBe('random');
  });

  it('plays without Faceless: 2 or 3 people, cooperative or competitive', SLOW, async () => {
    const { started, store } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /Play without Faceless/ }));
    expect(screen.getAllByRole('combobox', { name: 'Faction' })).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: 'Faceless' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Solo preference' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Fully competitive/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
    expect(screen.getAllByRole('combobox', { name: 'Faction' })).toHaveLength(3);

    await userEvent.type(screen.getAllByRole('textbox', { name: 'Player name' })[1], 'Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(started[0]).toMatchObject({
      noFaceless: 'competitive',
      seats: [
        { faction: 'allaria', controller: 'human' },
        { faction: 'fulgen', controller: 'human', name: 'Bo' },
        { faction: 'tyveria', controller: 'human' },
      ],
    });
    expect(started[0].soloMode).toBeUndefined();
    expect(store.getState().state?.options.noFaceless).toBe('competitive');
  });

  it('explains an illegal table inline while choosing, and again on start', SLOW, async () => {
    const { store, started } = renderForm();
    expect(screen.queryByText('This table cannot start yet:')).not.toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Faction' })[1],
      'nahuac',
    );
    expect(problems()).toHaveTextContent(/two Generals and two Dragons/);
    expect(screen.getByRole('button', { name: 'Start game' })).toHaveAccessibleDescription(
      /two Generals and two Dragons/,
    );

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Seed' }));
    expect(problems()).toHaveTextContent(/the seed must be a whole number from 0 to 4294967295/);

    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Cannot start this game: .*seed/);
    // The engine's check refused it: nothing was handed on to start (or to load the table for).
    expect(started).toEqual([]);
    expect(store.getState().state).toBeNull();
  });

  it(
    'lets a person play Epic, offers Epic Aellas to Allaria, and explains that a Faceless cannot (EV-EPIC-SETUP-4/5/16)',
    SLOW,
    async () => {
      const { started } = renderForm({ playableSagas: [] });
      const epic = screen.getAllByRole('checkbox', { name: 'Play as an Epic character' });
      await userEvent.click(epic[0]);
      expect(epic[0]).toHaveAccessibleDescription(/Ability: Banner of the Heartland/);
      const character = screen.getAllByRole('combobox', { name: 'Character' })[0];
      expect(within(character).getByRole('option', { name: 'Aellas' })).toBeInTheDocument();
      await userEvent.selectOptions(character, 'aellas');

      await userEvent.click(epic[1]);
      expect(problems()).toHaveTextContent(/cannot be played Epic by a Faceless seat/);
      await userEvent.click(epic[1]);

      await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
      expect(started[0].seats[0]).toEqual({
        faction: 'allaria',
        character: 'aellas',
        controller: 'human',
        epic: true,
      });
      expect(started[0].seats[1]).not.toHaveProperty('epic');
    },
  );

  it('fills in the table played last', SLOW, () => {
    renderForm({
      initial: {
        seed: 5,
        noFaceless: 'cooperative',
        seats: [
          { faction: 'tyveria', controller: 'human', name: 'Kim' },
          { faction: 'skarn', controller: 'human' },
        ],
      },
    });
    expect(screen.getByRole('radio', { name: /Play without Faceless/ })).toBeChecked();
    expect(
      screen
        .getAllByRole('combobox', { name: 'Faction' })
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['tyveria', 'skarn']);
    expect(screen.getByDisplayValue('Kim')).toBeInTheDocument();
  });
});
