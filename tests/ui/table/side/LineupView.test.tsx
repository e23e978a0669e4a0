import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineupView } from '../../../../src/ui/table/side/LineupView';
import { renderWithStore, scenarioStore } from '../../render';

describe('LineupView', () => {
  it('shows the six slots in order, empty ones too, Relic tokens on cards, and the Creatures beside', () => {
    const store = scenarioStore({
      lineup: ['moon-rider', null, 'cross-sage', null, null, 'nahu-hunter'],
      relics: { 'cross-sage': 2 },
      creatures: [{ card: 'gloom-stalker', region: 'hollow' }],
      sagas: [{ id: 'relics' }],
    });
    renderWithStore(<LineupView />, store);
    const slots = within(screen.getByRole('list', { name: 'Lineup, slots 1 to 6' })).getAllByRole(
      'listitem',
    );
    expect(slots.map((li) => li.textContent)).toEqual([
      '1Red Moon Rider+1 Combat Value when your force attacks.',
      '2empty slot',
      expect.stringMatching(/^3Sage of the Crossing.*2 Power tokens on it$/),
      '4empty slot',
      '5empty slot',
      expect.stringMatching(/^6Wilds Hunter/),
    ]);
    // The card's text is its accessible description (hover or keyboard focus shows it).
    expect(screen.getByRole('button', { name: 'Red Moon Rider' })).toHaveAccessibleDescription(
      '+1 Combat Value when your force attacks.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Creatures in play' })).getByRole('listitem'),
    ).toHaveTextContent(/Gloom Stalker.*in Hollowdepths/);
  });
});
