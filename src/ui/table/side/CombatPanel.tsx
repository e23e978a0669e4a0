import { memo, useMemo, useState } from 'react';
import type { LogEntry, TableFrame } from '../../../source/tableSource';
import { lastCombat } from '../../words/combatReport';
import { useTable } from '../../kit/tableSource';
import { lazyPart } from '../../kit/lazyPart';

const CombatRolls = lazyPart(() => import('./CombatRolls').then((m) => m.CombatRolls));

const NO_LOG: LogEntry[] = [];
const selectLog = (f: TableFrame) => f.table?.log ?? NO_LOG;
// Where the log stood when a person last decided; 0 where the source cannot take moves back.
const selectSince = (f: TableFrame) => f.time?.logSinceLastPersonMove ?? 0;

/**
 * README "Playing", Combat panel: a compact panel over the map with both sides' rolls (CV,
 * modifiers, dice as faces), what the hits did, and the choice the combat waits for. It shows the
 * combat under way, and the last finished one until someone answers a decision after it, or
 * closes it.
 */
export const CombatPanel = memo(function CombatPanel() {
  const log = useTable(selectLog);
  const since = useTable(selectSince);
  const [closed, setClosed] = useState<number | null>(null);
  const report = useMemo(() => lastCombat(log), [log]);

  if (!report || closed === report.start) return null;
  if (report.end !== null && report.end < since) return null;
  return <CombatRolls report={report} onClose={() => setClosed(report.start)} />;
});
