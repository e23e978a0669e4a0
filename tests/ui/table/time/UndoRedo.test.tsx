import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../../src/engine';
import { RewindConsent } from '../../../../src/ui/table/time/RewindConsent';
import { UndoRedo } from '../../../../src/ui/table/time/UndoRedo';
import { renderWithStore, scenarioStore, storeWith } from '../../render';
import { ELYSE_AND_BRAM_TABLE, ELYSE_SOLO_TABLE } from '../../../tables';

function renderBar(store = storeWith()) {
  renderWithStore(
    <>
      <label>
        Note <input />
      </label>
      <UndoRedo />
      <RewindConsent />
    </>,
    store,
  );
  return store;
}

const undoButton = () => screen.getByRole('button', { name: 'Undo' });
const redoButton = () => screen.getByRole('button', { name: 'Redo' });

describe('Undo and Redo', () => {
  it('are disabled with the reason while there is nothing to take back or replay', () => {
    renderBar();
    expect(undoButton()).toBeDisabled();
    expect(undoButton()).toHaveAccessibleDescription('No one has made a decision yet.');
    expect(redoButton()).toBeDisabled();
    expect(redoButton()).toHaveAccessibleDescription('Nothing was taken back.');
  });

  it('Z takes back a Planning card (back in hand), Shift+Z plays it again; not while typing', async () => {
    const store = renderBar();
    const choice = store.getState().state!.pending!.options[0];
    if (choice.kind !== 'card') throw new Error('Planning starts with a card option');
    await userEvent.click(document.body);
    store.getState().choose(choice);
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(undoButton()).toHaveAttribute('aria-keyshortcuts', 'Z');

    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'z');
    expect(store.getState().moves).toHaveLength(1);

    await userEvent.click(document.body);
    await userEvent.keyboard('z');
    expect(store.getState().moves).toEqual([]);
    expect(store.getState().state!.seats[0].hand).toContain(choice.card);
    expect(redoButton()).toBeEnabled();

    await userEvent.keyboard('{Shift>}Z{/Shift}');
    expect(store.getState().moves).toEqual([{ seat: 'allaria', choice }]);
  });

  it('from a defence, names the decision it returns to, its answer and the automatic moves after it', () => {
    const solo = storeWith({
      seats: ELYSE_SOLO_TABLE,
    });
    // Seed 11: Elyse plans five cards, then Fulgen's Wrath attacks her after her Deploy.
    for (let i = 0; i < 40 && solo.getState().state!.pending!.kind !== 'defend'; i++) {
      const pending = solo.getState().state!.pending!;
      const pass = pending.kind === 'plan' && i > 4;
      if (pending.automaton) solo.getState().advanceFaceless();
      else solo.getState().choose(pending.options[pass ? pending.options.length - 1 : 0]);
    }
    expect(solo.getState().state!.pending).toMatchObject({ seat: 'allaria', kind: 'defend' });
    renderBar(solo);
    expect(screen.getByRole('region', { name: 'Take back' })).toHaveTextContent(
      'Back to Allaria (Elyse): Deploy. Takes back “Deploy in Crownspire”, and the 2 automatic moves after it.',
    );
  });

  it('with several people, names no Planning card: it lies face down', () => {
    const store = storeWith();
    store.getState().choose({ kind: 'card', card: 'move-deploy' });
    renderBar(store);
    expect(undoButton()).toHaveAccessibleDescription(
      'Back to Allaria (Elyse): Planning. Takes back the card put face down.',
    );
  });

  it('past rolled dice, Undo asks every person by name and takes back only when all agree', async () => {
    const scenario = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../../docs/examples/assault-scripted-dice.json'),
        'utf8',
      ),
    ) as Scenario;
    const store = scenarioStore(scenario);
    store.getState().choose({ kind: 'done' });
    store.getState().choose({
      kind: 'target',
      from: 'allar',
      target: { kind: 'force', side: 'neutral', region: 'cross' },
    });
    renderBar(store);
    expect(undoButton()).toHaveAccessibleDescription(
      'Back to Allaria (Elyse): Assault. Takes back “Attack the neutral Units in Vaala Crossing from Allarian Heartland”. Since then dice were rolled: everyone must agree.',
    );

    await userEvent.click(undoButton());
    const dialog = screen.getByRole('dialog', { name: 'Take back the last decision?' });
    expect(dialog).toHaveAccessibleDescription(/Since then dice were rolled/);
    const agreeButtons = within(dialog).getAllByRole('button', { name: /: I agree$/ });
    expect(agreeButtons.map((b) => b.textContent)).toEqual([
      'Elyse: I agree',
      'The Fulgen Elder: I agree',
      'Adrael: I agree',
      'The Skarn Wyrm: I agree',
    ]);
    expect(agreeButtons[0]).toHaveFocus();

    await userEvent.click(agreeButtons[0]);
    expect(within(dialog).getByText('agrees')).toBeInTheDocument();
    expect(store.getState().moves).toHaveLength(2);
    for (const name of ['The Fulgen Elder', 'Adrael', 'The Skarn Wyrm'])
      await userEvent.click(within(dialog).getByRole('button', { name: `${name}: I agree` }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().moves).toHaveLength(1);
  });

  it('Escape keeps playing as is', async () => {
    const store = renderBar(
      storeWith({
        seats: ELYSE_AND_BRAM_TABLE,
      }),
    );
    // Plan until the pass that reveals the first stack card seals the past.
    store.getState().choose(store.getState().state!.pending!.options[0]);
    store.getState().choose({ kind: 'pass' });
    const before = store.getState().state;
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().state).toBe(before);
  });
});
