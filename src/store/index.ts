export { createGameStore } from './gameStore';
export type { GameStore, GameStoreActions, GameStoreApi, GameStoreState } from './gameStore';
export * from './selectors';
export * from './rewindSelectors';
export type { RewindRequest } from './rewindActions';
export { setupProblems } from './setupCheck';
export {
  AUTOSAVE_KEY,
  MAX_SAVE_BYTES,
  MAX_SAVE_MOVES,
  parseSave,
  toSaveFile,
  tooLarge,
  type SaveFile,
} from './saveFile';
export {
  attachAutosave,
  forgetSetAside,
  restoreAutosave,
  setAside,
  setAsideSave,
  SET_ASIDE_KEY,
  type Restored,
  type SaveStorage,
} from './autosave';
export { readSave, type ReadSave } from './readSave';
export { openDemo, playFromHere, showDemoStep, type DemoSession } from './demoMode';
