import { memo, useId } from 'react';
import type { FacelessPace } from '../../source/tableSource';
import { useGameActions, useTable } from '../kit/tableSource';
import './pace.css';

const PACES: { pace: FacelessPace; label: string }[] = [
  { pace: 'step', label: 'Step by step' },
  { pace: 'normal', label: 'Normal' },
  { pace: 'fast', label: 'Fast' },
];

/**
 * The Faceless pace (README "Playing", Following the Faceless): a click per move, a pause per
 * move, or none. Nothing where the source keeps no pace of its own.
 */
export const PaceSetting = memo(function PaceSetting() {
  const pace = useTable((f) => f.pace?.pace ?? null);
  const actions = useGameActions();
  const id = useId();
  if (!pace) return null;
  return (
    <span className="pace">
      <label htmlFor={id}>Faceless pace</label>
      <select
        id={id}
        value={pace}
        onChange={(e) => actions.setPace(e.target.value as FacelessPace)}
      >
        {PACES.map((option) => (
          <option key={option.pace} value={option.pace}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
});
