import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staticTable } from '../../../src/source/staticTable';
import type { TableSource } from '../../../src/source/tableSource';
import { localTable } from '../../../src/store/localTable';
import { TableSourceProvider } from '../../../src/ui/kit/tableSource';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { storeWith } from '../render';
import { ELYSE_HUMAN_TABLE, ELYSE_SOLO_TABLE } from '../../tables';

/**
 * The table on a source that keeps no pace, cannot take moves back and passes no device (a table
 * server's, say): this device's frame standing still with those parts left out, and this
 * device's actions, so whatever the table asked of the game would show in the store.
 */
function renderWithout(
  parts: { pace?: boolean; time?: boolean; hotSeat?: boolean },
  seats = ELYSE_SOLO_TABLE,
) {
  const store = storeWith({ seats });
  const frame = localTable(store).frames.getState();
  const source: TableSource = {
    frames: staticTable({
      ...frame,
      pace: parts.pace === false ? null : frame.pace,
      time: parts.time === false ? null : frame.time,
      hotSeat: parts.hotSeat === false ? null : frame.hotSeat,
    }).frames,
    actions: localTable(store).actions,
  };
  render(
    <TableSourceProvider source={source}>
      <GameScreen facelessDelayMs={0} />
    </TableSourceProvider>,
  );
  return store;
}

describe('the table draws only what its source can do', () => {
  it('draws the pace, Undo, Redo and Replay where the source has them', () => {
    renderWithout({});
    expect(screen.getByRole('combobox', { name: 'Faceless pace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  });

  it('draws no pace where the source keeps none, and no Undo, Redo or Replay where it cannot take moves back', async () => {
    const store = renderWithout({ pace: false, time: false, hotSeat: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Faceless pace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Take back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave game' })).toBeInTheDocument();
    // Z is no shortcut there: the table asks the game to take nothing back.
    store.getState().choose(store.getState().state!.pending!.options[0]);
    expect(store.getState().moves).toHaveLength(1);
    await userEvent.keyboard('z');
    expect(store.getState().moves).toHaveLength(1);
  });

  it('draws no pass screen where the source passes no device: each seat has its own', async () => {
    // The pass screen arrives as a chunk of its own: shown once first, its absence below means
    // the table chose not to draw it.
    renderWithout({}, ELYSE_HUMAN_TABLE);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pass the device to Elyse/ }),
    ).toBeInTheDocument();
    cleanup();
    renderWithout({ hotSeat: false }, ELYSE_HUMAN_TABLE);
    expect(screen.queryByRole('heading', { name: /^Pass the device/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeInTheDocument();
  });
});
