import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { content } from '../../src/engine';
import { PlayerStrips } from '../../src/ui/PlayerStrips';
import { afterThePanelsFollow, renderWithStore, scenarioStore } from './helpers';

/** Elyse (Allaria) holds the device, so her own hand is on screen. */
async function elyseHolding() {
  const store = scenarioStore({
    seats: {
      allaria: {
        vaalaHand: ['rally', 'forced-march'],
        hand: ['move-assault', 'region:cross'],
        denizens: ['cross-sage'],
      },
    },
  });
  renderWithStore(<PlayerStrips />, store);
  act(() => store.getState().takeDevice('allaria'));
  await afterThePanelsFollow();
  return screen.getByRole('article', { name: /Allaria/ });
}

describe('Card tooltips', () => {
  it('give each Vaala card in a hand its cost and rule text as an accessible description', async () => {
    const hand = within(await elyseHolding()).getByRole('group', {
      name: "Elyse's hand (private)",
    });
    expect(within(hand).getByRole('button', { name: 'Rally' })).toHaveAccessibleDescription(
      'Free. Place 1 Unit where your General is.',
    );
    expect(within(hand).getByRole('button', { name: 'Forced March' })).toHaveAccessibleDescription(
      'Costs 1 Power token. Your General and up to 2 Units from its region move 1 region.',
    );
  });

  it('give Action and Region cards in a hand their Glyphs in order', async () => {
    const hand = within(await elyseHolding()).getByRole('group', {
      name: "Elyse's hand (private)",
    });
    expect(
      within(hand).getByRole('button', { name: 'Move · Assault' }),
    ).toHaveAccessibleDescription('Glyphs, in order: Move, then Assault.');
    expect(
      within(hand).getByRole('button', { name: 'Region card: Vaala Crossing' }),
    ).toHaveAccessibleDescription(/^Glyphs, in order: \w+, then \w+, then Harvest\.$/);
  });

  it("give a General's Denizens their text, reachable with the keyboard", async () => {
    const strip = await elyseHolding();
    const sage = within(strip).getByRole('button', { name: 'Sage of the Crossing' });
    expect(sage).toHaveAccessibleDescription(content.DENIZENS['cross-sage'].text);
    sage.blur();
    for (let i = 0; i < 20 && document.activeElement !== sage; i++) await userEvent.tab();
    expect(sage).toHaveFocus();
  });
});
