import { content, type SagaId } from '../../engine/data';
import { SAGAS_TO_CHOOSE, type NewGameFormState, type SagaMode } from './newGameSetup';

interface SagaPickerProps {
  id: string;
  form: NewGameFormState;
  /** The Sagas whose rules are complete (the engine's PLAYABLE_SAGAS). */
  playable: readonly SagaId[];
  onChange(change: Partial<NewGameFormState>): void;
}

const MODES: { value: SagaMode; label: string }[] = [
  { value: 'none', label: 'No Sagas (the base game)' },
  { value: 'choose', label: `Choose ${SAGAS_TO_CHOOSE} Sagas` },
  { value: 'random', label: `Draw ${SAGAS_TO_CHOOSE} Sagas at random` },
];

/** EV-SAGA-SETUP-3: three Saga cards, chosen or drawn; only playable Sagas are offered. */
export function SagaPicker({ id, form, playable, onChange }: SagaPickerProps) {
  const chosen = form.sagas.filter((s) => playable.includes(s));
  const full = chosen.length >= SAGAS_TO_CHOOSE;
  const waiting = content.SAGA_IDS.filter((s) => !playable.includes(s));
  const toggle = (saga: SagaId, on: boolean) =>
    onChange({ sagas: on ? [...chosen, saga] : chosen.filter((s) => s !== saga) });

  return (
    <fieldset className="form-group">
      <legend>Epics of Valerna: Sagas</legend>
      {MODES.map((mode) => (
        <label key={mode.value} className="radio radio--block">
          <input
            type="radio"
            name={`${id}-saga-mode`}
            value={mode.value}
            checked={form.sagaMode === mode.value}
            onChange={() => onChange({ sagaMode: mode.value })}
          />
          {mode.label}
        </label>
      ))}
      {form.sagaMode === 'choose' && (
        <fieldset className="form-group__inner saga-choices" aria-describedby={`${id}-saga-count`}>
          <legend>Sagas in play</legend>
          <p id={`${id}-saga-count`} className="muted" aria-live="polite">
            {chosen.length} of {SAGAS_TO_CHOOSE} chosen
            {full ? ' — uncheck one to choose another.' : '.'}
          </p>
          {playable.length === 0 && <p>No Saga is playable in this version yet.</p>}
          {playable.map((saga) => {
            const checked = chosen.includes(saga);
            return (
              <label key={saga} className="check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={full && !checked}
                  onChange={(e) => toggle(saga, e.target.checked)}
                />
                <span>
                  <strong>{content.SAGAS[saga].name}</strong>
                  <span className="muted"> — {content.SAGAS[saga].summary}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {form.sagaMode !== 'none' && waiting.length > 0 && (
        <p className="muted">
          Not playable yet: {waiting.map((s) => content.SAGAS[s].name).join('; ')}.
        </p>
      )}
    </fieldset>
  );
}
