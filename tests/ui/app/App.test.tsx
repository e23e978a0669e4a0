import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createGameStore } from '../../../src/store';
import { App } from '../../../src/ui/app/App';
import { afterThePanelsFollow } from '../render';

// Whole-screen tests render the full table after every move: give them room on a busy machine.
const SLOW = { timeout: 60_000 };
const FIND = { timeout: 30_000 };

describe('App', () => {
  it(
    'starts a game from the form and shows the table with a decision for the human seat',
    SLOW,
    async () => {
      const store = createGameStore();
      render(<App store={store} facelessDelayMs={0} />);

      expect(screen.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeInTheDocument();
      // The start screen arrives as a chunk of its own.
      const seed = await screen.findByRole('spinbutton', { name: 'Seed' }, FIND);
      expect(Number((seed as HTMLInputElement).value)).toBeGreaterThanOrEqual(0);
      await userEvent.clear(seed);
      await userEvent.type(seed, '1234');
      await userEvent.type(screen.getAllByRole('textbox', { name: 'Player name' })[0], 'Ada');
      await userEvent.click(screen.getByRole('button', { name: 'Start game' }));

      // The game starts once the table's code (store and rules engine) has arrived.
      await waitFor(
        () =>
          expect(store.getState().setup).toMatchObject({
            seed: 1234,
            seats: [
              { faction: 'allaria', controller: 'human', name: 'Ada' },
              { faction: 'fulgen', controller: 'faceless' },
              { faction: 'tyveria', controller: 'faceless' },
              { faction: 'skarn', controller: 'faceless' },
            ],
          }),
        FIND,
      );
      expect(
        await screen.findByRole('list', { name: 'Regions of Vaala' }, FIND),
      ).toBeInTheDocument();
      // The Faceless seats play on their own until the human must decide.
      const decision = await screen.findByRole(
        'region',
        { name: 'Decision: Allaria (Ada) decides' },
        FIND,
      );
      const log = screen.getByRole('log');
      const before = within(log).queryAllByRole('listitem').length;

      const options = within(decision).getByRole('list', { name: 'Options' });
      await userEvent.click(within(options).getAllByRole('button')[0]);

      await screen.findByRole('region', { name: /Decision: Allaria \(Ada\) decides/ }, FIND);
      await afterThePanelsFollow();
      expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(before);
      expect(store.getState().moves.some((m) => m.seat === 'allaria')).toBe(true);
    },
  );

  it(
    'the quick start: solo in one click, hot-seat for 2–4 with the rest Faceless',
    SLOW,
    async () => {
      const store = createGameStore();
      render(<App store={store} facelessDelayMs={0} />);
      const quick = await screen.findByRole('region', { name: 'Play now' }, FIND);
      await userEvent.click(within(quick).getByRole('button', { name: 'Hot-seat for 3' }));
      expect(store.getState().setup?.seats.map((s) => s.controller)).toEqual([
        'human',
        'human',
        'human',
        'faceless',
      ]);
      act(() => store.getState().leaveGame());
      await userEvent.click(screen.getByRole('button', { name: 'Play solo' }));
      expect(store.getState().setup).toMatchObject({
        seats: [
          { faction: 'allaria', controller: 'human' },
          { faction: 'fulgen', controller: 'faceless' },
          { faction: 'tyveria', controller: 'faceless' },
          { faction: 'skarn', controller: 'faceless' },
        ],
        soloMode: 'standard',
      });
      expect(
        await screen.findByRole('list', { name: 'Regions of Vaala' }, FIND),
      ).toBeInTheDocument();
    },
  );

  it('explains an illegal table in an alert and stays on the form', SLOW, async () => {
    render(<App facelessDelayMs={0} />);

    await userEvent.selectOptions(
      (await screen.findAllByRole('combobox', { name: 'Faction' }, FIND))[1],
      'nahuac',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/two Generals and two Dragons/);
    expect(screen.getByRole('button', { name: 'Start game' })).toBeInTheDocument();
  });

  it('lets Faceless seats play on their own', SLOW, async () => {
    const store = createGameStore();
    render(<App store={store} facelessDelayMs={0} />);
    for (const radio of await screen.findAllByRole('radio', { name: 'Faceless' }, FIND))
      await userEvent.click(radio);
    await userEvent.click(screen.getByRole('button', { name: 'Start game' }));

    await waitFor(() => expect(store.getState().moves.length).toBeGreaterThan(3), FIND);
    expect(store.getState().moves.every((m) => m.choice.kind === 'auto')).toBe(true);
    expect(store.getState().error).toBeNull();
    // Leave the game so the autoplay stops before the test ends.
    act(() => store.getState().leaveGame());
    expect(await screen.findByRole('button', { name: 'Start game' }, FIND)).toBeInTheDocument();
    // The form offers the table that was just played.
    expect(screen.getAllByRole('radio', { name: 'Faceless', checked: true })).toHaveLength(4);
  });
});
