export { createGameStore } from './gameStore';
export type { GameStore, GameStoreActions, GameStoreApi, GameStoreState } from './gameStore';
export * from './selectors';
export * from './rewindSelectors';
export type { RewindRequest } from './rewindActions';
export { setupProblems } from './setupCheck';
export {
  AUTOSAVE_KEY,
  MAX_SAVE_BYTES,
  parseSave,
  toSaveFile,
  tooLarge,
  type SaveFile,
} from './saveFile';
export { attachAutosave, restoreAutosave, type SaveStorage } from './autosave';
export { openDemo, playFromHere, showDemoStep, type DemoSession } from './demoMode';
