import { useEffect } from 'react';
import { useGameActions, useTable } from '../kit/tableSource';

/**
 * Plays Faceless decisions on their own (README "Playing", Hot-seat and Following the Faceless):
 * at the normal pace after `normalDelayMs`, at the fast pace at once; step by step waits for a
 * click (the decision bar's "Next"). The rules stay behind the table source; this only keeps
 * time. A source with no pace of its own (`f.pace` null) plays its Faceless itself.
 */
export function useFacelessAutoplay(normalDelayMs: number): void {
  const actions = useGameActions();
  const table = useTable((f) => f.table);
  const facelessToAct = useTable((f) => f.pace?.facelessToAct ?? false);
  const pace = useTable((f) => f.pace?.pace ?? null);

  useEffect(() => {
    if (!facelessToAct || pace === null || pace === 'step') return;
    const delay = pace === 'fast' ? 0 : normalDelayMs;
    const timer = setTimeout(() => actions.advanceFaceless(), delay);
    return () => clearTimeout(timer);
    // `table` is a dependency so consecutive Faceless decisions each get their own turn: the
    // table's view is a new object after every move.
  }, [actions, table, facelessToAct, pace, normalDelayMs]);
}
