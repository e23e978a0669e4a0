import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameStats } from '../../../src/engine';
import { createGameStore, selectFacelessToAct } from '../../../src/store';
import { GameOver } from '../../../src/ui/table/GameOver';
import { ELYSE_HUMAN_TABLE } from '../../tables';
import { renderWithStore } from '../render';

/** Seed 3, four Faceless, played to its end: the game-over panel tells the game in numbers. */
function finishedGame() {
  const store = createGameStore();
  store.getState().startGame({
    seed: 3,
    seats: ELYSE_HUMAN_TABLE.map((s) => ({ ...s, controller: 'faceless' })),
  });
  while (selectFacelessToAct(store.getState())) store.getState().advanceFaceless();
  return store;
}

describe('the end of a game in numbers', () => {
  it('each seat’s combats won, Units lost and cards played, its Power over the rounds, and the replay', async () => {
    const store = finishedGame();
    const stats = gameStats(store.getState().history);
    renderWithStore(<GameOver />, store);
    const table = screen.getByRole('table');
    for (const seat of stats.seats) {
      const row = within(table).getByRole('rowheader', {
        name: new RegExp(seat.seat, 'i'),
      }).parentElement!;
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells).toContain(`${seat.combatsWon} of ${seat.combatsFought}`);
      expect(cells).toContain(String(seat.unitsLost));
    }
    // Someone fought: the numbers are a game's, not zeros.
    expect(stats.seats.some((s) => s.combatsFought > 0)).toBe(true);
    const chart = screen.getByRole('img', { name: /^Power at the end of each round: / });
    for (const seat of stats.seats)
      expect(chart.getAttribute('aria-label')).toContain(seat.powerByRound.join(', '));
    expect(stats.seats[0].powerByRound).toHaveLength(stats.rounds);

    await userEvent.click(screen.getByRole('button', { name: 'Watch the replay from the start' }));
    expect(store.getState().replayAt).toBe(0);
  });
});
