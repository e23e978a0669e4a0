export { createGameStore } from './gameStore';
export type {
  FacelessPace,
  GameStore,
  GameStoreActions,
  GameStoreApi,
  GameStoreState,
} from './storeTypes';
export * from './selectors';
export * from './rewindSelectors';
export type { RewindRequest } from './rewindActions';
export { MAX_SAVE_BYTES, MAX_SAVE_MOVES, parseSave, toSaveFile, type SaveFile } from './saveFile';
export {
  attachAutosave,
  restoreAutosave,
  restoreAutosaveWithRules,
  type Restored,
} from './autosave';
export type { GameToOpen } from './storeTypes';
export * from './setAside';
export { readSave, type ReadSave } from './readSave';
// Demo mode (./demoMode) is imported where it is used: the app loads it with the first demo.
export type { DemoSession } from './storeTypes';
