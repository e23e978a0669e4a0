import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { content } from '../../../src/engine';
import { CardTip } from '../../../src/ui/kit/CardTip';
import { PlayerStrips } from '../../../src/ui/table/players/PlayerStrips';
import { afterThePanelsFollow, renderWithStore, scenarioStore } from '../render';

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

  it('show their text as a popover on hover or focus, pin it on a tap, and hide it on Escape', async () => {
    // jsdom has no popovers: these record what the tip asks of the browser.
    const open = new Set<Element>();
    const { showPopover, hidePopover } = HTMLElement.prototype;
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      open.add(this);
    };
    HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
      open.delete(this);
    };
    try {
      render(<CardTip name="Rally" text="Free. Place 1 Unit where your General is." />);
      const name = screen.getByRole('button', { name: 'Rally' });
      const tip = screen.getByRole('tooltip', { hidden: true });
      expect(open.has(tip)).toBe(false);

      await userEvent.hover(name);
      expect(open.has(tip)).toBe(true);
      await userEvent.unhover(name);
      expect(open.has(tip)).toBe(false);

      act(() => name.focus());
      expect(open.has(tip)).toBe(true);
      await userEvent.keyboard('{Escape}');
      expect(open.has(tip)).toBe(false);
      // Dismissed until the name loses the keyboard, even under the pointer.
      await userEvent.hover(name);
      expect(open.has(tip)).toBe(false);

      // A tap pins it (a touch screen has no hover); a second tap puts it away.
      await userEvent.click(name);
      await userEvent.unhover(name);
      expect(open.has(tip)).toBe(true);
      await userEvent.click(name);
      expect(open.has(tip)).toBe(false);
    } finally {
      Object.assign(HTMLElement.prototype, { showPopover, hidePopover });
    }
  });
});
