import { memo, useId } from 'react';
import { selectPace, type FacelessPace, type GameStore } from '../../store';
import { useGame } from '../kit/GameStoreContext';
import './pace.css';

const PACES: { pace: FacelessPace; label: string }[] = [
  { pace: 'step', label: 'Step by step' },
  { pace: 'normal', label: 'Normal' },
  { pace: 'fast', label: 'Fast' },
];

const selectSetPace = (store: GameStore) => store.setPace;

/** The Faceless pace (ui.md "Following the Faceless"): a click per move, a pause per move, or none. */
export const PaceSetting = memo(function PaceSetting() {
  const pace = useGame(selectPace);
  const setPace = useGame(selectSetPace);
  const id = useId();
  return (
    <span className="pace">
      <label htmlFor={id}>Faceless pace</label>
      <select id={id} value={pace} onChange={(e) => setPace(e.target.value as FacelessPace)}>
        {PACES.map((option) => (
          <option key={option.pace} value={option.pace}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
});
