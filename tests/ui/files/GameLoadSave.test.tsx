import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSaveFile } from '../../../src/store';
import { GameLoadSave } from '../../../src/ui/files/GameLoadSave';
import { renderWithStore, storeWith } from '../render';

const RULES_CHANGED = join(
  import.meta.dirname,
  '../../fixtures/saves/rules-changed/2026-12-01-3de8d86-solo-sagas-epic-mid-saga.json',
);

function fileOf(text: string) {
  return new File([text], 'save.json', { type: 'application/json' });
}

/** The table's "Load from file" with a running game, the file chosen as a person would. */
function tableWithLoad() {
  const store = storeWith({ seed: 4 });
  renderWithStore(<GameLoadSave />, store);
  const choose = (text: string) =>
    userEvent.upload(screen.getByLabelText('Load from file'), fileOf(text));
  return { store, choose };
}

afterEach(() => vi.restoreAllMocks());

describe('Load from file at the table', () => {
  it('asks before a save replaces the running game, and changes nothing when told no', async () => {
    const other = storeWith({ seed: 9 });
    const save = JSON.stringify(toSaveFile(other.getState().setup!, [], other.getState().state!));
    const { store, choose } = tableWithLoad();
    const before = store.getState().state;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await choose(save);
    expect(confirm).toHaveBeenCalledWith(
      expect.stringMatching(/^Load this save in place of the game/),
    );
    expect(store.getState().state).toBe(before);

    confirm.mockReturnValue(true);
    await choose(save);
    await vi.waitFor(() => expect(store.getState().setup!.seed).toBe(9));
  });

  it('a save whose moves today’s rules stop offers its legal beginning as a game to continue', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { store, choose } = tableWithLoad();
    await choose(readFileSync(RULES_CHANGED, 'utf8'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/its move 11 .* is not allowed/);
    const prefix = store.getState().savePrefix!;
    expect(prefix.moves.length).toBeGreaterThan(0);
    await act(() =>
      userEvent.click(
        within(alert).getByRole('button', { name: `Continue from move ${prefix.moves.length}` }),
      ),
    );
    expect(store.getState().moves).toEqual(prefix.moves);
    expect(store.getState().savePrefix).toBeNull();
  });
});
