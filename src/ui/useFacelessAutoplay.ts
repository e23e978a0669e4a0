import { useEffect } from 'react';
import { selectFacelessToAct, selectState } from '../store';
import { useGame, useGameStoreApi } from './GameStoreContext';

/**
 * Plays Faceless decisions on their own (ui.md "Hot-seat"): whenever one is pending, wait a moment
 * and let the store apply its `auto` move. The rules stay in the engine; this only keeps time.
 */
export function useFacelessAutoplay(delayMs: number): void {
  const store = useGameStoreApi();
  const state = useGame(selectState);
  const facelessToAct = useGame(selectFacelessToAct);

  useEffect(() => {
    if (!facelessToAct) return;
    const timer = setTimeout(() => store.getState().advanceFaceless(), delayMs);
    return () => clearTimeout(timer);
    // `state` is a dependency so consecutive Faceless decisions each get their own turn.
  }, [store, state, facelessToAct, delayMs]);
}
