import type { NoFacelessVariant } from '../../engine/data';
import type { NewGameFormState, TableMode } from './newGameSetup';

interface TableModeFieldsProps {
  id: string;
  form: NewGameFormState;
  onChange(change: Partial<NewGameFormState>): void;
}

const VARIANTS: { value: NoFacelessVariant; label: string; hint: string }[] = [
  {
    value: 'cooperative',
    label: 'Cooperative',
    hint: 'Generals and Dragons may bond and win together.',
  },
  {
    value: 'competitive',
    label: 'Fully competitive',
    hint: 'Every player for themselves; the Dragonbond Event leaves the game.',
  },
];

/** With Faceless (four seats, any of them automata) or without (2–3 people, EV-NOFACE). */
export function TableModeFields({ id, form, onChange }: TableModeFieldsProps) {
  const mode = (value: TableMode, label: string, hint: string) => (
    <label className="radio radio--block">
      <input
        type="radio"
        name={`${id}-mode`}
        value={value}
        checked={form.mode === value}
        onChange={() => onChange({ mode: value })}
      />
      <span>
        {label} <span className="muted">— {hint}</span>
      </span>
    </label>
  );

  return (
    <fieldset className="form-group">
      <legend>Table</legend>
      {mode('faceless', 'Four seats', '1 to 4 people; the other seats are Faceless.')}
      {mode('no-faceless', 'Play without Faceless', '2 or 3 people and no automata.')}
      {form.mode === 'no-faceless' && (
        <div className="form-group__inner">
          <label htmlFor={`${id}-players`}>Players</label>
          <select
            id={`${id}-players`}
            value={form.players}
            onChange={(e) => onChange({ players: Number(e.target.value) === 3 ? 3 : 2 })}
          >
            <option value={2}>2 players</option>
            <option value={3}>3 players</option>
          </select>
          <fieldset className="controller">
            <legend>Variant</legend>
            {VARIANTS.map((v) => (
              <label key={v.value} className="radio radio--block">
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value={v.value}
                  checked={form.variant === v.value}
                  onChange={() => onChange({ variant: v.value })}
                />
                <span>
                  {v.label} <span className="muted">— {v.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}
