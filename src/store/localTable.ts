import { createStore } from 'zustand/vanilla';
import { demoOfPosition } from '../demos/shelf';
import type { TableFrame, TableSource } from '../source/tableSource';
import { EMPTY_FRAME } from '../source/tableSource';
import { localFrame } from './localFrame';
import { toSaveFile } from './saveFile';
import type { GameStoreApi } from './storeTypes';

const sources = new WeakMap<GameStoreApi, TableSource>();

/**
 * This device's game as a table source (src/source/tableSource.ts): the UI draws the frames the
 * store's game gives, one for every change of the store, and its actions are the store's. One
 * source per store, for as long as the store lives.
 */
export function localTable(store: GameStoreApi): TableSource {
  let source = sources.get(store);
  if (!source) {
    source = sourceOf(store);
    sources.set(store, source);
  }
  return source;
}

function sourceOf(store: GameStoreApi): TableSource {
  const frames = createStore<TableFrame>(() => localFrame(store.getState(), EMPTY_FRAME));
  store.subscribe((now) => frames.setState(localFrame(now, frames.getState()), true));
  const game = () => store.getState();
  return {
    frames,
    actions: {
      choose: (choice) => game().choose(choice),
      chooseSeveral: (choice, count) => game().chooseSeveral(choice, count),
      clearError: () => game().clearError(),
      planCards: (cards, passAfter) => game().planCards(cards, passAfter),
      takeDevice: (seat) => game().takeDevice(seat),
      askForHand: () => game().askForHand(),
      setPace: (pace) => game().setPace(pace),
      advanceFaceless: () => game().advanceFaceless(),
      undo: () => game().undo(),
      redo: () => game().redo(),
      agreeToRewind: (seat) => game().agreeToRewind(seat),
      cancelRewind: () => game().cancelRewind(),
      openReplay: () => game().openReplay(),
      stepReplay: (moves) => game().stepReplay(moves),
      closeReplay: () => game().closeReplay(),
      playFromHere: () => game().playFromHere(),
      showDemoStep: (step) => game().showDemoStep(step),
      playDemoFromHere: () => game().playDemoFromHere(),
      loadSave: async (file) => (await game().open({ file })) === null,
      clearSaveError: () => game().clearSaveError(),
      continueSave: () => game().continuePrefix(),
      gameFile() {
        const { setup, moves, state } = game();
        if (!setup || !state) return null;
        return {
          fileName: `valerna-table-seed${setup.seed}-move${moves.length}.json`,
          data: toSaveFile(setup, moves, state),
        };
      },
      positionAsDemo(id, title, caption) {
        const { setup, moves } = game();
        return setup && demoOfPosition(id, title, caption, setup, moves);
      },
      leave: () => game().leaveGame(),
    },
  };
}
