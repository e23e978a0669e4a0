import type { SoloMode } from '../../engine/data';

const SOLO_MODES: { value: SoloMode; label: string; hint: string }[] = [
  {
    value: 'fast-paced',
    label: 'Fast-paced',
    hint: 'the first option that follows the rules is taken.',
  },
  {
    value: 'standard',
    label: 'Standard',
    hint: 'one of all the possible options, at random.',
  },
  {
    value: 'challenging',
    label: 'Challenging',
    hint: 'the option least favourable to you.',
  },
];

interface SoloPreferenceProps {
  id: string;
  value: SoloMode;
  onChange(value: SoloMode): void;
}

/** EV-CHOICE-6…10: with one person at the table, who answers the Sagas' choices. */
export function SoloPreference({ id, value, onChange }: SoloPreferenceProps) {
  return (
    <fieldset className="form-group">
      <legend>Solo preference</legend>
      <p className="muted">
        One person plays, so the table answers the Sagas' choices by this preference.
      </p>
      {SOLO_MODES.map((mode) => (
        <label key={mode.value} className="radio radio--block">
          <input
            type="radio"
            name={`${id}-solo`}
            value={mode.value}
            checked={value === mode.value}
            onChange={() => onChange(mode.value)}
          />
          <span>
            {mode.label} <span className="muted">— {mode.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
