import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/ui/Board';
import { StackView } from '../../src/ui/StackView';
import { renderWithStore, scenarioStore, storeWith } from './helpers';

describe('Board', () => {
  it('lists the 12 regions, each with an accessible name that tells what stands there', () => {
    const store = storeWith();
    renderWithStore(<Board />, store);

    const board = screen.getByRole('list', { name: 'Regions of Vaala' });
    const regions = within(board).getAllByRole('listitem', { name: /^[A-Z][\w ]+: / });
    expect(regions).toHaveLength(12);
    expect(
      screen.getByRole('listitem', {
        name: 'Allarian Heartland: 3 Allaria Units, city, Elyse (Allaria General)',
      }),
    ).toHaveTextContent('Controlled by Allaria');
    expect(
      screen.getByRole('listitem', { name: 'Vaala Crossing: 1 neutral Unit, 2 Power tokens' }),
    ).toHaveTextContent('Neutral');
    expect(
      screen.getByRole('listitem', { name: /^Crownspire: uncontrolled, .*\(Fulgen Dragon\)$/ }),
    ).toBeInTheDocument();
  });

  it('marks the regions where the deciding player has options', () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    renderWithStore(<Board />, store);
    expect(screen.getByRole('listitem', { name: /^Crownspire:/ })).toHaveTextContent('choice here');
    expect(screen.getByRole('listitem', { name: /^Ashen Shore:/ })).not.toHaveTextContent(
      'choice here',
    );
  });
});

describe('StackView', () => {
  it('shows face-down cards by owner only and counts the Event deck', () => {
    const store = storeWith();
    const state = store.getState().state!;
    store.getState().choose({ kind: 'card', card: 'move-assault' });
    renderWithStore(<StackView />, store);

    const stack = screen.getByRole('list', { name: /Action stack/ });
    const [event, allaria, ...rest] = within(stack).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(event).toHaveTextContent(/^Face down · Event$/);
    // The owner shows as name and letter badge ("A"), never the card's face.
    expect(allaria).toHaveTextContent(/^AFace down · Allaria$/);
    expect(stack).not.toHaveTextContent('Move · Assault');
    expect(screen.getByText(`Event deck: ${state.eventDeck.length} cards`)).toBeInTheDocument();
  });
});
