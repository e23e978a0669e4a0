import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DecisionPanel } from '../../../src/ui/table/decision/DecisionPanel';
import { RulesButton } from '../../../src/ui/rules/RulesButton';
import { RulesProvider } from '../../../src/ui/rules/RulesContext';
import { renderWithStore, storeWith } from '../render';

const FIND = { timeout: 30_000 };

/** The reference loads lazily: wait for its dialog. */
const openDialog = () => screen.findByRole('dialog', { name: 'Rules reference' }, FIND);
const entryCount = () =>
  Number(/(\d+) entr/.exec(screen.getByRole('status').textContent ?? '')![1]);
const badges = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.rule__id')].map((badge) => badge.textContent);

function renderOpener() {
  render(
    <RulesProvider>
      <main>
        <button type="button">Elsewhere</button>
        <RulesButton />
      </main>
    </RulesProvider>,
  );
}

describe('Rules reference', () => {
  it('opens from the Rules button with every rule, and the search narrows them', async () => {
    renderOpener();
    await userEvent.click(screen.getByRole('button', { name: /Rules/ }));
    const dialog = await openDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'Search rules' });
    // Focus moves once the lazily loaded dialog has mounted.
    await waitFor(() => expect(search).toHaveFocus());
    const all = entryCount();
    expect(all).toBeGreaterThan(500);

    await userEvent.paste('WEEPING mother');
    await waitFor(() => expect(entryCount()).toBeLessThan(all));
    expect(entryCount()).toBeGreaterThan(0);
    // Every word, in any case, in the entry or its section's title.
    for (const section of dialog.querySelectorAll('section')) {
      const title = section.querySelector('h3')?.textContent ?? '';
      for (const rule of section.querySelectorAll('.rule'))
        expect(`${title} ${rule.textContent}`.toLowerCase()).toMatch(
          /weeping.*mother|mother.*weeping/s,
        );
    }

    await userEvent.clear(search);
    await userEvent.paste('ev-slot-3');
    await within(dialog).findByText('EV-SLOT-3');
    // The rule itself first, then the readings that talk about it; never EV-SLOT-30-like IDs.
    expect(badges(dialog)[0]).toBe('EV-SLOT-3');
    expect(badges(dialog)).toContain('Q-SLOT-2');
  });

  it('filters by tag: only known base rules, each labelled as such', async () => {
    renderOpener();
    await userEvent.click(screen.getByRole('button', { name: /Rules/ }));
    const dialog = await openDialog();
    const show = within(dialog).getByRole('group', { name: 'Show' });

    await userEvent.click(within(show).getByRole('button', { name: 'Module' }));
    await userEvent.click(within(show).getByRole('button', { name: 'House rule' }));

    expect(within(show).getByRole('button', { name: 'Known base rule' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(show).getByRole('button', { name: 'Module' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const tags = [...dialog.querySelectorAll('.rule .rule-tag')].map((t) => t.textContent);
    expect(tags.length).toBe(entryCount());
    expect(new Set(tags)).toEqual(new Set(['Known base rule']));
    expect(badges(dialog)).toContain('RB-4');
    expect(within(dialog).getByRole('heading', { name: 'Base game · 1. Table' })).toBeVisible();
  });

  it('opens with "?", closes with Escape and gives the keyboard back', async () => {
    renderOpener();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await userEvent.keyboard('?');
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('"?" typed into the search is text, not the shortcut', async () => {
    renderOpener();
    await userEvent.click(screen.getByRole('button', { name: /Rules/ }));
    const search = within(await openDialog()).getByRole('searchbox');
    await userEvent.type(search, 'who?');
    expect(search).toHaveValue('who?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('the rule of a decision opens the reference at that rule, with its rulings', async () => {
    const store = storeWith();
    renderWithStore(
      <RulesProvider>
        <DecisionPanel />
      </RulesProvider>,
      store,
    );
    const rule = store.getState().state!.pending!.rule;
    expect(rule).toBe('RB-13');

    await userEvent.click(
      screen.getByRole('button', { name: 'Rule RB-13 in the rules reference' }),
    );
    const dialog = await openDialog();

    expect(within(dialog).getByRole('searchbox')).toHaveValue('RB-13');
    expect(badges(dialog)[0]).toBe('RB-13');
    expect(within(dialog).getByText(/Starting with the initiative holder/)).toBeVisible();
    expect(badges(dialog).every((id) => /RB-13\b|RB-13a/.test(id ?? ''))).toBe(true);
  });
});
