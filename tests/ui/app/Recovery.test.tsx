import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_KEY, SET_ASIDE_KEY } from '../../../src/store';
import { App } from '../../../src/ui/app/App';
import { TableErrorBoundary } from '../../../src/ui/app/TableErrorBoundary';
import { memoryStorage, playedStore } from '../../store/saves';
import { toSaveFile } from '../../../src/store';

/**
 * README "Reliability": whatever breaks, the person sees what happened, can export the autosave and start a
 * new game. The table's fault is contrived: while `fault.on`, the table throws as it renders.
 */
const fault = vi.hoisted(() => ({ on: false }));

vi.mock('../../../src/ui/table/GameScreen', async (original) => {
  const real = await original<typeof import('../../../src/ui/table/GameScreen')>();
  return {
    ...real,
    GameScreen: (props: Parameters<typeof real.GameScreen>[0]) => {
      if (fault.on) throw new Error('contrived fault in the table');
      return real.GameScreen(props);
    },
  };
});

const FIND = { timeout: 30_000 };

/** A valid autosave of a game a few moves in. */
function autosaveText(): string {
  const { setup, moves, state } = playedStore().getState();
  return JSON.stringify(toSaveFile(setup!, moves, state!));
}

let downloads: string[];
beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs: record what would be downloaded.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    void blob.text().then((text) => downloads.push(text));
    return 'blob:saved-game';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  fault.on = false;
  vi.restoreAllMocks();
});

describe('the table never shows a blank page', () => {
  it('a fault while the table renders shows what happened, exports the autosave, and New game starts afresh with the game set aside', async () => {
    const storage = memoryStorage();
    const saved = autosaveText();
    storage.setItem(AUTOSAVE_KEY, saved);
    fault.on = true;
    render(
      <TableErrorBoundary storage={storage}>
        <App storage={storage} facelessDelayMs={0} />
      </TableErrorBoundary>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, FIND),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/ran into a fault/);
    expect(screen.getByText('contrived fault in the table')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export the saved game' }));
    await vi.waitFor(() => expect(downloads).toEqual([saved]));

    fault.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(await screen.findByRole('button', { name: 'Start game' }, FIND)).toBeInTheDocument();
    expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(storage.getItem(SET_ASIDE_KEY)).toBe(saved);
    expect(screen.getByText(/could not be restored is kept/)).toBeInTheDocument();
  });

  it('a broken autosave at start-up is set aside, explained, exportable; New game opens the start screen', async () => {
    const storage = memoryStorage();
    const poisoned = `{"app":"valerna-table","version":2,"moves":[${'['.repeat(5000)}`;
    storage.setItem(AUTOSAVE_KEY, poisoned);
    render(<App storage={storage} facelessDelayMs={0} />);

    // Restoring needs the table's code, which arrives as a chunk of its own.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The autosaved game could not be restored' },
        FIND,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is not a Valerna Table save: it is nested more than 16 levels deep.',
    );
    expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Export the saved game' }));
    await vi.waitFor(() => expect(downloads).toEqual([poisoned]));

    await userEvent.click(screen.getByRole('button', { name: 'New game' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start game' }, FIND));
    expect(await screen.findByRole('list', { name: 'Regions of Vaala' }, FIND)).toBeVisible();
    // The set-aside save is still kept; the new game has its own autosave.
    expect(storage.getItem(SET_ASIDE_KEY)).toBe(poisoned);
    expect(storage.getItem(AUTOSAVE_KEY)).not.toBeNull();
  });

  it('the kept save can be deleted from the start screen', async () => {
    const storage = memoryStorage();
    storage.setItem(SET_ASIDE_KEY, 'kept');
    render(<App storage={storage} facelessDelayMs={0} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete it' }, FIND));
    expect(storage.getItem(SET_ASIDE_KEY)).toBeNull();
    expect(screen.queryByText(/could not be restored is kept/)).toBeNull();
  });
});
