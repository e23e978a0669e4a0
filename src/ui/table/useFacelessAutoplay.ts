import { useEffect } from 'react';
import { selectFacelessToAct, selectPace, selectState } from '../../store';
import { useGame, useGameStoreApi } from '../kit/GameStoreContext';

/**
 * Plays Faceless decisions on their own (ui.md "Hot-seat", "Following the Faceless"): at the
 * normal pace after `normalDelayMs`, at the fast pace at once; step by step waits for a click
 * (the decision bar's "Next"). The rules stay in the engine; this only keeps time.
 */
export function useFacelessAutoplay(normalDelayMs: number): void {
  const store = useGameStoreApi();
  const state = useGame(selectState);
  const facelessToAct = useGame(selectFacelessToAct);
  const pace = useGame(selectPace);

  useEffect(() => {
    if (!facelessToAct || pace === 'step') return;
    const delay = pace === 'fast' ? 0 : normalDelayMs;
    const timer = setTimeout(() => store.getState().advanceFaceless(), delay);
    return () => clearTimeout(timer);
    // `state` is a dependency so consecutive Faceless decisions each get their own turn.
  }, [store, state, facelessToAct, pace, normalDelayMs]);
}
