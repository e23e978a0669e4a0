import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { view, type SideId } from '../../../../src/engine';
import { PlayerStrip } from '../../../../src/ui/table/players/PlayerStrip';
import { PlayerStrips } from '../../../../src/ui/table/players/PlayerStrips';
import { loadLazyPart, renderWithStore, scenarioStore } from '../../render';

const SAGAS = [{ id: 'kadmos' }, { id: 'null' }, { id: 'crow' }] as const;

const bondedStore = () =>
  scenarioStore({
    sagas: [...SAGAS],
    dials: [
      { kind: 'dragon', region: 'cross', wounds: 2, bondedTo: 'allaria' },
      { kind: 'dragon', region: 'moon' },
    ],
  });

describe('Bonded Dragon dial Reference card', () => {
  beforeAll(() =>
    loadLazyPart(
      () => renderWithStore(<PlayerStrips />, bondedStore()),
      () => screen.findByRole('region', { name: /Dragonbonded dial A/ }),
    ),
  );

  it("shows in the bonded General's strip only, with the dial's wounds and Essence", () => {
    renderWithStore(<PlayerStrips />, bondedStore());
    const allaria = screen.getByRole('article', { name: /Allaria/ });
    const card = within(allaria).getByRole('region', { name: /Dragonbonded dial A/ });
    expect(card).toHaveTextContent(/At:\s*Vaala Crossing/);
    expect(card).toHaveTextContent(/Wounds:\s*2 of 5/);
    expect(card).toHaveTextContent(/Essence:\s*0 of 6/);
    expect(within(card).getByText('Dragonbonded ability')).toBeInTheDocument();
    expect(card).toHaveTextContent(/add 3 to your Combat Value/);
    expect(screen.getAllByRole('region', { name: /Dragonbonded dial/ })).toHaveLength(1);
  });

  it("counts the Essence track's Units by owner", () => {
    const state = bondedStore().getState().state!;
    const table = view(state, 'table');
    const facts = table.seatFacts.allaria!;
    const essence: SideId[] = ['tyveria', 'neutral', 'tyveria'];
    render(
      <PlayerStrip
        seat={table.seats.find((s) => s.id === 'allaria')!}
        facts={{ ...facts, bondedDial: { ...facts.bondedDial!, essence } }}
        deciding={false}
        hasInitiative={false}
        onChoose={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: /Dragonbonded dial A/ })).toHaveTextContent(
      /Essence:\s*3 of 6 \(2 Tyveria, 1 neutral\)/,
    );
  });

  it('shows no Reference card while no dial is bonded', () => {
    renderWithStore(
      <PlayerStrips />,
      scenarioStore({ sagas: [...SAGAS], dials: [{ kind: 'dragon', region: 'cross' }] }),
    );
    expect(screen.queryByRole('region', { name: /Dragonbonded dial/ })).not.toBeInTheDocument();
  });
});
