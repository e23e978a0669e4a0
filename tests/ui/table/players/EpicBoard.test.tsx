import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGame, view, type GameView, type Scenario } from '../../../../src/engine';
import type { DecisionOption } from '../../../../src/ui/kit/decisionOptions';
import { EpicBoard } from '../../../../src/ui/table/players/EpicBoard';
import { DeciderEpicBoard } from '../../../../src/ui/table/players/DeciderEpicBoard';
import { PlayerStrips } from '../../../../src/ui/table/players/PlayerStrips';
import { renderWithStore, scenarioStore } from '../../render';
import { ELYSE_HUMAN_TABLE } from '../../../tables';

const EPIC = ELYSE_HUMAN_TABLE.map((seat) =>
  seat.faction === 'fulgen' || seat.faction === 'allaria' ? { ...seat, epic: true } : seat,
);

function tableView(scenario: Scenario): GameView {
  const result = createGame({ seed: 1, seats: EPIC, initiative: 'allaria', scenario });
  if (!result.ok) throw new Error(result.error);
  return view(result.state, 'table');
}

const fulgenOf = (table: GameView) => table.seats.find((s) => s.id === 'fulgen')!;

/** Fulgen's Epic board as the table draws it: the seat, and what the rules say of it. */
const fulgenBoard = (table: GameView, slotOptions: DecisionOption[] = [], onChoose = () => {}) => (
  <EpicBoard
    seat={fulgenOf(table)}
    facts={table.seatFacts.fulgen!}
    slotOptions={slotOptions}
    onChoose={onChoose}
  />
);

describe('EpicBoard', () => {
  it('shows every slot, filled or free, with its effect in its name and tooltip', () => {
    // Dragon board: slot 0 Health, slot 3 the Combat slot of the first wound space.
    const table = tableView({ seats: { fulgen: { slots: { '0': 'unspent', '3': 'spent' } } } });
    render(fulgenBoard(table));
    const slots = within(screen.getByRole('list', { name: 'Power token slots' })).getAllByRole(
      'listitem',
    );
    expect(slots).toHaveLength(20);
    expect(
      screen.getByRole('img', { name: /^Health slot: unspent token\. Slides the wound blocker/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Combat Value slot \(wound space 1\): spent token/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Power slot: free/ })).toHaveLength(7);
    expect(slots[0]).toHaveAttribute('title', expect.stringMatching(/EV-EDRAGON-5/));
  });

  it('shows the wound blocker: one Health token leaves 2 spaces covered and 4 wounds of room', () => {
    const table = tableView({ seats: { fulgen: { slots: { '0': 'unspent' }, wounds: 1 } } });
    render(fulgenBoard(table));
    expect(
      screen.getByLabelText(
        'Wound track: blocker over 2 of 6 spaces, 1 of 4 wounds, Combat Value read on space 4',
      ),
    ).toBeInTheDocument();
  });

  it("shows the Epic card's side that is up: the bonded side once bonded", () => {
    const plain = tableView({});
    const { unmount } = render(fulgenBoard(plain));
    expect(screen.getByText(/Ancient Scales/)).toBeInTheDocument();
    unmount();
    const bonded = tableView({ seats: { fulgen: { bondedTo: 'allaria' } } });
    render(fulgenBoard(bonded));
    expect(screen.getByText(/Sheltering Wings \(Dragonbonded side\)/)).toBeInTheDocument();
  });

  it('lets the deciding player answer a slot decision on the board', () => {
    const onChoose = vi.fn();
    const table = tableView({});
    const hoard: DecisionOption = {
      choice: { kind: 'slot', slot: 9 },
      region: null,
      slot: { index: 9, kind: 'hoard' },
      index: 0,
      label: 'Place it on the Hoard slot',
      detail: null,
    };
    render(fulgenBoard(table, [hoard], onChoose));
    fireEvent.click(screen.getByRole('button', { name: /^Choose Hoard slot: free/ }));
    expect(onChoose).toHaveBeenCalledWith({ kind: 'slot', slot: 9 });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('on the table, a harvested token is placed by clicking its slot on the Epic board', async () => {
    const store = scenarioStore(
      {
        regions: { crown: { power: 1 } },
        stack: [{ seat: 'fulgen', card: 'fly-harvest' }],
        lineup: [],
      },
      { seats: EPIC },
    );
    store.getState().takeDevice('fulgen');
    store.getState().choose({ kind: 'done' });
    store.getState().choose({ kind: 'count', n: 1 });
    expect(store.getState().state!.pending?.kind).toBe('place-token');
    // The deciding seat's board stands beside the decision, and only there, so its slots are chosen
    // where they are asked for; the Epic board arrives as a chunk of its own (lazyPart) the first
    // time one shows.
    renderWithStore(
      <>
        <DeciderEpicBoard />
        <PlayerStrips />
      </>,
      store,
    );
    const slot = await screen.findByRole('button', { name: /^Choose Vaala slot: free/ });
    const boards = await screen.findAllByRole('region', { name: /Epic board$/ });
    expect(boards.map((b) => b.closest('.table__epic') !== null)).toEqual([true, false]);
    expect(within(boards[1]).queryAllByRole('button', { name: /^Choose / })).toEqual([]);
    expect(boards[0]).toContainElement(slot);
    fireEvent.click(slot);
    const fulgen = store.getState().state!.seats.find((s) => s.id === 'fulgen')!;
    expect(fulgen.epic!.slots[10]).toBe('unspent');
  });
});
