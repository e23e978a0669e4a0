import { memo, useMemo, useState } from 'react';
import { selectLog, selectLogSinceLastHumanMove } from '../../../store';
import { lastCombat } from '../../words/combatReport';
import { useGame } from '../../kit/GameStoreContext';
import { lazyPart } from '../../kit/lazyPart';

const CombatRolls = lazyPart(() => import('./CombatRolls').then((m) => m.CombatRolls));

/**
 * ui.md "Combat": a compact panel over the map with both sides' rolls (CV, modifiers, dice as
 * faces), what the hits did, and the choice the combat waits for. It shows the combat under way,
 * and the last finished one until someone answers a decision after it, or closes it.
 */
export const CombatPanel = memo(function CombatPanel() {
  const log = useGame(selectLog);
  const since = useGame(selectLogSinceLastHumanMove);
  const [closed, setClosed] = useState<number | null>(null);
  const report = useMemo(() => lastCombat(log), [log]);

  if (!report || closed === report.start) return null;
  if (report.end !== null && report.end < since) return null;
  return <CombatRolls report={report} onClose={() => setClosed(report.start)} />;
});
