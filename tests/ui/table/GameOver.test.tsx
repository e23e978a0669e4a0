import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createGameStore, selectFacelessToAct } from '../../../src/store';
import { GameOver } from '../../../src/ui/table/GameOver';
import { renderWithStore } from '../render';
import { ELYSE_HUMAN_TABLE } from '../../tables';

describe('GameOver', () => {
  it('names the winners and the reason, lists Power, and starts over', async () => {
    const store = createGameStore();
    store.getState().startGame({
      seed: 3,
      seats: ELYSE_HUMAN_TABLE.map((s) => ({ ...s, controller: 'faceless' })),
    });
    while (selectFacelessToAct(store.getState())) store.getState().advanceFaceless();
    const result = store.getState().state!.result!;
    expect(result).not.toBeNull();
    renderWithStore(<GameOver />, store);

    const heading = screen.getByRole('heading', { name: /^Game over: .* wins?$/ });
    expect(heading).toHaveFocus();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    for (const winner of result.winners)
      expect(within(table).getByRole('rowheader', { name: new RegExp(`${winner}.*winner`, 'i') }));

    await userEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(store.getState().state).toBeNull();
  });
});
