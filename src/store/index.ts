export { createGameStore } from './gameStore';
export type { GameStore, GameStoreActions, GameStoreApi, GameStoreState } from './gameStore';
export * from './selectors';
export { setupProblems } from './setupCheck';
