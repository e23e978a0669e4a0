import { createStore } from 'zustand/vanilla';
import type { TableActions, TableFrame, TableSource } from './tableSource';

const refuse = () => false;
const nothing = () => {};

/**
 * A table that stands still: one frame, and every action refused. The replay draws a past
 * position through it, so nothing on that board can be answered.
 */
export function staticTable(frame: TableFrame): TableSource {
  const actions: TableActions = {
    choose: refuse,
    chooseSeveral: refuse,
    clearError: nothing,
    planCards: refuse,
    takeDevice: nothing,
    askForHand: nothing,
    setPace: nothing,
    advanceFaceless: refuse,
    undo: refuse,
    redo: refuse,
    agreeToRewind: nothing,
    cancelRewind: nothing,
    openReplay: nothing,
    stepReplay: nothing,
    closeReplay: nothing,
    playFromHere: nothing,
    showDemoStep: nothing,
    playDemoFromHere: nothing,
    loadSave: async () => false,
    clearSaveError: nothing,
    continueSave: refuse,
    gameFile: () => null,
    positionAsDemo: () => null,
    leave: nothing,
  };
  return { frames: createStore<TableFrame>(() => frame), actions };
}
