import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSetup, Scenario, SeatSetup } from '../../src/engine';
import {
  AUTOSAVE_KEY,
  attachAutosave,
  createGameStore,
  selectFacelessToAct,
  selectPassTo,
  selectUndoStep,
  toSaveFile,
  type GameStoreApi,
  type SaveStorage,
} from '../../src/store';

const HUMANS: SeatSetup[] = [
  { faction: 'allaria', controller: 'human', name: 'Elyse' },
  { faction: 'fulgen', controller: 'human', name: 'Bram' },
  { faction: 'tyveria', controller: 'human', name: 'Cass' },
  { faction: 'skarn', controller: 'human', name: 'Dov' },
];
const SOLO: SeatSetup[] = HUMANS.map((seat, i) =>
  i === 0 ? seat : { ...seat, controller: 'faceless' },
);

function started(setup: GameSetup): GameStoreApi {
  const store = createGameStore();
  if (!store.getState().startGame(setup)) throw new Error(store.getState().error ?? 'refused');
  return store;
}

const hotSeat = () => started({ seed: 7, seats: HUMANS, initiative: 'allaria' });

/** Allaria's first Planning card, as the decision bar would send it. */
function planFirstCard(store: GameStoreApi) {
  const choice = store.getState().state!.pending!.options[0];
  expect(store.getState().choose(choice)).toBe(true);
  return choice;
}

/** The scripted Assault of docs/examples: skip the Deploy, then attack (its dice are rolled). */
function assaultGame(): GameStoreApi {
  const scenario = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../docs/examples/assault-scripted-dice.json'),
      'utf8',
    ),
  ) as Scenario;
  const store = started({ seed: 1, seats: HUMANS, initiative: 'allaria', scenario });
  store.getState().choose({ kind: 'done' });
  store.getState().choose({
    kind: 'target',
    from: 'allar',
    target: { kind: 'force', side: 'neutral', region: 'cross' },
  });
  return store;
}

describe('undo and redo', () => {
  it('takes back a Planning card at once: the card is back in hand, the opening position restored', () => {
    const store = hotSeat();
    const opening = store.getState().state!;
    const choice = planFirstCard(store);
    expect(choice.kind).toBe('card');

    expect(store.getState().undo()).toBe(true);

    const { state, moves, redoMoves } = store.getState();
    expect(state).toBe(opening);
    expect(moves).toEqual([]);
    expect(state!.seats[0].hand).toContain(choice.kind === 'card' && choice.card);
    expect(redoMoves).toEqual([{ seat: 'allaria', choice }]);
  });

  it('hot-seat: after a take-back the device is handed over again before a hand shows', () => {
    const store = hotSeat();
    store.getState().takeDevice('allaria');
    planFirstCard(store);
    // Fulgen's player has the device now and takes Elyse's card back.
    store.getState().takeDevice('fulgen');
    store.getState().undo();
    expect(store.getState().holder).toBeNull();
    expect(selectPassTo(store.getState())).toBe('allaria');
  });

  it('redo plays the taken-back move again; a different move ends the redo line', () => {
    const store = hotSeat();
    const choice = planFirstCard(store);
    const planned = store.getState().state!;
    store.getState().undo();

    expect(store.getState().redo()).toBe(true);
    expect(store.getState().state).toEqual(planned);
    expect(store.getState().moves).toEqual([{ seat: 'allaria', choice }]);
    expect(store.getState().redo()).toBe(false);

    store.getState().undo();
    const other = store.getState().state!.pending!.options[1];
    store.getState().choose(other);
    expect(store.getState().redoMoves).toEqual([]);
  });

  it('with nothing decided yet there is nothing to undo, and Undo says so', () => {
    const store = hotSeat();
    expect(selectUndoStep(store.getState())).toEqual({
      possible: false,
      why: 'No one has made a decision yet.',
    });
    expect(store.getState().undo()).toBe(false);
  });

  it('undo across rolled dice waits until every human seat agrees', () => {
    const store = assaultGame();
    const rolled = store.getState().state!;

    expect(store.getState().undo()).toBe(false);
    expect(store.getState().rewindRequest).toEqual({
      reason: 'undo',
      to: 1,
      sealedBy: 'dice were rolled',
      agreed: [],
    });
    for (const seat of ['allaria', 'fulgen', 'tyveria'] as const) {
      store.getState().agreeToRewind(seat);
      expect(store.getState().state).toBe(rolled);
    }
    store.getState().agreeToRewind('skarn');

    expect(store.getState().moves).toHaveLength(1);
    expect(store.getState().state!.scriptedDice).toHaveLength(6);
    expect(store.getState().rewindRequest).toBeNull();
  });

  it('a take-back nobody agreed to can be cancelled and the game goes on unchanged', () => {
    const store = assaultGame();
    const rolled = store.getState().state!;
    store.getState().undo();
    store.getState().cancelRewind();
    expect(store.getState().rewindRequest).toBeNull();
    expect(store.getState().state).toBe(rolled);
  });

  it('in a solo game undo returns to the person’s decision over the Faceless moves after it, and the automata wait', () => {
    const store = started({ seed: 5, seats: SOLO, initiative: 'allaria' });
    // Play until a Faceless has answered after the person's last decision.
    let facelessAfterHuman = false;
    for (let i = 0; i < 500 && !facelessAfterHuman; i++) {
      const pending = store.getState().state!.pending!;
      if (pending.automaton) {
        store.getState().advanceFaceless();
        facelessAfterHuman = store.getState().moves.some((m) => m.seat === 'allaria');
      } else store.getState().choose(pending.options[0]);
    }
    expect(facelessAfterHuman).toBe(true);
    const { moves } = store.getState();
    const lastHuman = moves.map((m) => m.choice.kind !== 'auto').lastIndexOf(true);

    store.getState().undo();
    if (store.getState().rewindRequest) store.getState().agreeToRewind('allaria');

    expect(store.getState().moves).toEqual(moves.slice(0, lastHuman));
    expect(store.getState().state!.pending).toMatchObject({ seat: 'allaria', automaton: false });
    expect(selectFacelessToAct(store.getState())).toBe(false);

    // Redo brings back the person's move and the Faceless answers after it.
    store.getState().redo();
    expect(store.getState().moves).toEqual(moves);
  });

  it('the autosave holds the undone position', () => {
    const data = new Map<string, string>();
    const storage: SaveStorage = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
    const store = hotSeat();
    attachAutosave(store, storage);
    planFirstCard(store);
    expect(JSON.parse(data.get(AUTOSAVE_KEY)!).moves).toHaveLength(1);

    store.getState().undo();
    expect(JSON.parse(data.get(AUTOSAVE_KEY)!).moves).toEqual([]);
  });

  it('a loaded save can be undone like a game played here', () => {
    const played = hotSeat();
    planFirstCard(played);
    const { setup, moves, state } = played.getState();
    const store = createGameStore();
    expect(store.getState().loadSave(JSON.stringify(toSaveFile(setup!, moves, state!)))).toBe(true);
    expect(store.getState().history).toHaveLength(2);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().moves).toEqual([]);
  });
});

describe('replay', () => {
  it('steps through the positions read-only while the automata wait', () => {
    const store = started({ seed: 5, seats: SOLO, initiative: 'allaria' });
    planFirstCard(store);
    store.getState().openReplay();
    expect(store.getState().replayAt).toBe(1);

    store.getState().stepReplay(-3);
    expect(store.getState().replayAt).toBe(0);
    store.getState().stepReplay(9);
    expect(store.getState().replayAt).toBe(1);

    const pending = store.getState().state!.pending!;
    expect(store.getState().choose(pending.options[0])).toBe(false);
    expect(store.getState().error).toMatch(/replay is open/);
    expect(store.getState().moves).toHaveLength(1);

    store.getState().closeReplay();
    expect(store.getState().replayAt).toBeNull();
  });

  it('"Play from here" asks every person, then truncates the game to the replayed move', () => {
    const store = assaultGame();
    store.getState().openReplay();
    store.getState().stepReplay(1);
    store.getState().playFromHere();
    expect(store.getState().rewindRequest).toMatchObject({ reason: 'replay', to: 1 });
    expect(store.getState().replayAt).toBe(1);

    for (const seat of ['allaria', 'fulgen', 'tyveria', 'skarn'] as const)
      store.getState().agreeToRewind(seat);

    expect(store.getState().replayAt).toBeNull();
    expect(store.getState().moves).toEqual([{ seat: 'allaria', choice: { kind: 'done' } }]);
    expect(store.getState().state).toBe(store.getState().history[1]);
  });
});
