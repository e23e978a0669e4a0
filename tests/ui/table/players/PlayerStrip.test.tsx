import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { content, powerGoal, view, type SeatFacts, type SeatId } from '../../../../src/engine';
import { PlayerStrip } from '../../../../src/ui/table/players/PlayerStrip';
import { PlayerStrips } from '../../../../src/ui/table/players/PlayerStrips';
import { afterThePanelsFollow, renderWithStore, scenarioStore, storeWith } from '../../render';
import { ELYSE_HUMAN_TABLE } from '../../../tables';

const vaalaNames = (cards: readonly (keyof typeof content.VAALA_CARDS)[]) =>
  cards.map((card) => content.VAALA_CARDS[card].name);

describe('PlayerStrip', () => {
  it('RB-43: draws Power as a track toward 10 and warns one token away; a bonded pair counts toward 15', () => {
    const store = scenarioStore({
      seats: {
        allaria: { power: { unspent: 5, spent: 4 } },
        tyveria: { power: { unspent: 6, spent: 1 }, bondedTo: 'skarn' },
        skarn: { power: { unspent: 2, spent: 1 }, bondedTo: 'tyveria' },
      },
    });
    renderWithStore(<PlayerStrips />, store);
    const allaria = screen.getByRole('article', { name: /Allaria/ });
    expect(
      within(allaria).getByRole('img', { name: /^Power toward the goal/ }),
    ).toHaveAccessibleName('Power toward the goal: 9 of 10 (5 unspent, 4 spent); 1 token to win');
    expect(within(allaria).getByRole('status')).toHaveTextContent('One Power token from victory');
    expect(allaria.querySelectorAll('.track__space--spent')).toHaveLength(4);
    const tyveria = screen.getByRole('article', { name: /Tyveria/ });
    expect(
      within(tyveria).getByRole('img', { name: /^Power toward the goal/ }),
    ).toHaveAccessibleName(
      "Power toward the goal: 10 of 15 with Skarn (6 unspent, 1 spent, 3 of Skarn's); 5 tokens to win",
    );
    expect(within(tyveria).queryByRole('status')).not.toBeInTheDocument();
  });

  it('RB-43: a bonded strip redraws when only its partner gains Power (it is memoised past each new view)', () => {
    const store = scenarioStore({
      seats: {
        tyveria: { power: { unspent: 6, spent: 1 }, bondedTo: 'skarn' },
        skarn: { power: { unspent: 2, spent: 1 }, bondedTo: 'tyveria' },
      },
    });
    const table = view(store.getState().state!, 'table');
    const tyveria = table.seats.find((s) => s.id === 'tyveria')!;
    const onChoose = () => {};
    const strip = (facts: SeatFacts) => (
      <PlayerStrip
        seat={tyveria}
        facts={facts}
        deciding={false}
        hasInitiative={false}
        onChoose={onChoose}
      />
    );
    const { rerender } = render(strip(table.seatFacts.tyveria!));
    const power = () => screen.getByRole('img', { name: /^Power toward the goal/ });
    expect(power()).toHaveAccessibleName(/^Power toward the goal: 10 of 15/);

    // The next table: Tyveria the very same object, Skarn with one more Power, so the rules give
    // Tyveria's facts anew with the pair's new goal.
    const richer = table.seats.map((s) =>
      s.id === 'skarn' ? { ...s, power: { ...s.power, unspent: s.power.unspent + 1 } } : s,
    );
    rerender(
      strip({
        ...table.seatFacts.tyveria!,
        goal: powerGoal({ ...table, seats: richer }, 'tyveria'),
      }),
    );
    expect(power()).toHaveAccessibleName(/^Power toward the goal: 11 of 15/);
  });

  it('shows a seat from the table view with counts only, never the hand', () => {
    const store = storeWith();
    const state = store.getState().state!;
    const table = view(state, 'table');
    const skarn = table.seats.find((s) => s.id === 'skarn')!;
    render(
      <PlayerStrip
        seat={skarn}
        facts={table.seatFacts.skarn!}
        deciding={false}
        hasInitiative={false}
        onChoose={() => {}}
      />,
    );

    const strip = screen.getByRole('article', { name: /Skarn/ });
    expect(strip).toHaveTextContent('Dragon');
    expect(strip).toHaveTextContent('Human');
    expect(strip).toHaveTextContent(/Vaala cards:\s*2/);
    expect(strip).toHaveTextContent(/Wounds:\s*0 of 6/);
    expect(strip).toHaveTextContent(/Essence:\s*0 of 6/);
    for (const name of vaalaNames(state.seats.find((s) => s.id === 'skarn')!.vaalaHand))
      expect(strip).not.toHaveTextContent(name);
    expect(within(strip).queryByRole('group', { name: /hand/ })).not.toBeInTheDocument();
  });

  it("shows only the deciding human seat's hand, through that seat's own view", async () => {
    const store = storeWith();
    const state = store.getState().state!;
    renderWithStore(<PlayerStrips />, store);
    // Four people share the screen: no hand shows before Elyse has the device.
    expect(screen.queryAllByRole('group', { name: /hand/ })).toHaveLength(0);
    act(() => store.getState().takeDevice('allaria'));
    await afterThePanelsFollow();

    const hand = (seat: SeatId) => state.seats.find((s) => s.id === seat)!.vaalaHand;
    const allaria = screen.getByRole('article', { name: /Allaria/ });
    expect(allaria).toHaveTextContent('Deciding');
    const ownHand = within(allaria).getByRole('group', { name: "Elyse's hand (private)" });
    for (const name of vaalaNames(hand('allaria'))) expect(ownHand).toHaveTextContent(name);

    expect(screen.getAllByRole('group', { name: /hand/ })).toHaveLength(1);
    for (const seat of ['fulgen', 'tyveria', 'skarn'] as const) {
      const strip = screen.getByRole('article', { name: new RegExp(content.FACTIONS[seat].name) });
      for (const name of vaalaNames(hand(seat))) {
        if (!hand('allaria').includes(hand(seat)[0])) expect(strip).not.toHaveTextContent(name);
      }
      expect(strip).not.toHaveTextContent('Your Vaala cards');
    }
    // Dragon cards are never in a General's hand, so they appear nowhere on screen.
    for (const name of vaalaNames([...hand('fulgen'), ...hand('skarn')]))
      expect(document.body).not.toHaveTextContent(name);
  });

  it('shows no hand at all while a Faceless seat decides', () => {
    const store = scenarioStore(
      { stack: [{ seat: 'skarn', card: 'fly-wrath-a' }] },
      {
        seats: ELYSE_HUMAN_TABLE.map((s) =>
          s.faction === 'skarn' ? { ...s, controller: 'faceless' } : s,
        ),
      },
    );
    renderWithStore(<PlayerStrips />, store);

    expect(screen.getByRole('article', { name: /Skarn/ })).toHaveTextContent('Deciding');
    expect(screen.queryAllByRole('group', { name: /hand/ })).toHaveLength(0);
  });

  it("shows who holds Aellas's Ally token and the card he laid before them (EV-CHAR-8, EV-CHAR-10)", () => {
    const seats = ELYSE_HUMAN_TABLE.map((s) =>
      s.faction === 'skarn' ? { faction: 'fell' as const, controller: 'human' as const } : s,
    );
    const store = scenarioStore(
      {
        seats: { fell: { power: { unspent: 1 }, vaalaHand: ['oath-of-the-fell'] } },
        allyHolder: 'tyveria',
        stack: [
          { seat: 'fell', card: 'hoard-vaala' },
          { seat: 'tyveria', card: 'move-assault' },
        ],
      },
      { seats },
    );
    act(() => {
      store.getState().choose({ kind: 'vaala', card: 'oath-of-the-fell' });
      store.getState().choose({ kind: 'seat', seat: 'tyveria' });
    });
    renderWithStore(<PlayerStrips />, store);
    const tyveria = screen.getByRole('article', { name: /Tyveria/ });
    expect(tyveria).toHaveTextContent('Ally token');
    expect(tyveria).toHaveTextContent(/Face up:\s*Oath of the Fell \(Fell Knight's\)/);
    expect(screen.getByRole('article', { name: /Fell Knight/ })).not.toHaveTextContent(
      'Ally token',
    );
  });
});
