import { describe, expect, it } from 'vitest';
import { replay, type GameSetup, type SeatSetup } from '../../src/engine';
import {
  createGameStore,
  selectDeciderView,
  selectFacelessToAct,
  selectPending,
  selectView,
} from '../../src/store';
import { ELYSE_HUMAN_TABLE } from '../tables';

const ALL_FACELESS: SeatSetup[] = ELYSE_HUMAN_TABLE.map((seat) => ({
  ...seat,
  controller: 'faceless',
}));

const humanGame: GameSetup = { seed: 7, seats: ELYSE_HUMAN_TABLE, initiative: 'allaria' };

describe('game store', () => {
  it('starts a game from a setup and waits for the first decision', () => {
    const store = createGameStore();
    expect(store.getState().startGame(humanGame)).toBe(true);

    const { state, setup, moves, error } = store.getState();
    expect(setup).toEqual(humanGame);
    expect(moves).toEqual([]);
    expect(error).toBeNull();
    expect(state?.round).toBe(1);
    expect(selectPending(store.getState())).toMatchObject({ seat: 'allaria', kind: 'plan' });
  });

  it('refuses an illegal table with the engine message and keeps the running game', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const running = store.getState().state;

    const threeGenerals: GameSetup = {
      seed: 1,
      seats: [...ELYSE_HUMAN_TABLE.slice(0, 3), { faction: 'nahuac', controller: 'human' }],
    };
    expect(store.getState().startGame(threeGenerals)).toBe(false);
    expect(store.getState().error).toMatch(/two Generals and two Dragons/);
    expect(store.getState().state).toBe(running);
    expect(store.getState().setup).toEqual(humanGame);
  });

  it('answers a decision for the seat that decides and records the move', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const before = store.getState().state!;
    const choice = before.pending!.options[0];

    expect(store.getState().choose(choice)).toBe(true);

    const { state, moves, error } = store.getState();
    expect(error).toBeNull();
    expect(moves).toEqual([{ seat: 'allaria', choice }]);
    expect(state).not.toBe(before);
    expect(state!.moveCount).toBe(1);
    expect(state!.pending?.seat).toBe('fulgen');
    expect(state!.log.at(-1)).toMatchObject({ seat: 'allaria', kind: 'planned' });
  });

  it("records the engine's checked copy of a move, not the object it was given", () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const option = store.getState().state!.pending!.options[0];
    const given = structuredClone(option);

    expect(store.getState().choose(given)).toBe(true);
    // Whoever handed the move in can no longer change what the game (and its autosave) holds.
    (given as { kind: string }).kind = 'pass';
    expect(store.getState().moves).toEqual([{ seat: 'allaria', choice: option }]);
  });

  it('rejects an illegal choice, sets the error and leaves the state untouched', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const before = store.getState().state;

    expect(store.getState().choose({ kind: 'region', region: 'ashen' })).toBe(false);

    expect(store.getState().error).toMatch(/not one of the/);
    expect(store.getState().state).toBe(before);
    expect(store.getState().moves).toEqual([]);

    store.getState().clearError();
    expect(store.getState().error).toBeNull();
  });

  it('will not play a Faceless move while a human decides', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const before = store.getState().state;
    expect(selectFacelessToAct(store.getState())).toBe(false);
    expect(store.getState().advanceFaceless()).toBe(false);
    expect(store.getState().state).toBe(before);
  });

  it('plays a four-Faceless game to the end through its actions, replayable from its moves', () => {
    const store = createGameStore();
    const setup: GameSetup = { seed: 3, seats: ALL_FACELESS };
    store.getState().startGame(setup);

    let steps = 0;
    while (selectFacelessToAct(store.getState())) {
      expect(store.getState().advanceFaceless()).toBe(true);
      steps += 1;
      expect(steps).toBeLessThan(5000);
    }

    const { state, moves, error } = store.getState();
    expect(error).toBeNull();
    expect(state!.result).not.toBeNull();
    expect(state!.phase).toBe('over');
    expect(state!.log.at(-1)?.kind).toBe('game-won');
    expect(moves).toHaveLength(steps);
    expect(moves.every((m) => m.choice.kind === 'auto')).toBe(true);
    // A game is a seed plus its moves (docs/architecture.md, Properties that matter, 3).
    expect(replay(setup, moves)).toEqual(state);
    // The game is over: no more moves are taken.
    expect(store.getState().advanceFaceless()).toBe(false);
  });

  it('shows each seat only its own hand, and a hand only to the human seat deciding', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);

    const table = selectView('table')(store.getState())!;
    expect(table.seats.every((seat) => seat.vaalaHand === null && seat.hand === null)).toBe(true);
    expect(table.seats.every((seat) => seat.vaalaHandCount === 2)).toBe(true);

    const decider = selectDeciderView(store.getState())!;
    expect(decider.viewer).toBe('allaria');
    const own = decider.seats.find((seat) => seat.id === 'allaria')!;
    expect(own.vaalaHand).toHaveLength(2);
    expect(decider.seats.filter((seat) => seat.vaalaHand !== null)).toHaveLength(1);

    // Views are cached per state so React selectors get stable answers.
    expect(selectView('table')(store.getState())).toBe(table);
  });

  it("gives the next position's view the lists a move left as they were (the lineup after a card is planned)", () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    const before = selectView('table')(store.getState())!;
    const pending = store.getState().state!.pending!;
    expect(store.getState().choose(pending.options[0])).toBe(true);
    const after = selectView('table')(store.getState())!;
    expect(after).not.toBe(before);
    expect(after.stack).not.toBe(before.stack);
    expect(after.lineup).toEqual(before.lineup);
    expect(after.lineup).toBe(before.lineup);
  });

  it('leaves a game and can start another from the kept setup', () => {
    const store = createGameStore();
    store.getState().startGame(humanGame);
    store.getState().leaveGame();
    expect(store.getState().state).toBeNull();
    expect(store.getState().setup).toEqual(humanGame);
    expect(store.getState().startGame(store.getState().setup!)).toBe(true);
    expect(store.getState().state?.moveCount).toBe(0);
  });
});
