import { useId, useMemo, useState, type FormEvent } from 'react';
import { PLAYABLE_SAGAS, setupProblems, type SagaId, type SetupProblem } from '../../engine/data';
import type { GameSetup } from '../../source/tableSource';
import {
  defaultForm,
  formFromSetup,
  humanCount,
  randomSeed,
  seatedSeats,
  seedProblem,
  setupFromForm,
  strengthMatters,
  type NewGameFormState,
  type SeatForm,
} from './newGameSetup';
import { FacelessStrengthFields } from './FacelessStrengthFields';
import { SagaPicker } from './SagaPicker';
import { SeatFields } from './SeatFields';
import { SoloPreference } from './SoloPreference';
import { TableModeFields } from './TableModeFields';
import './start.css';

export { randomSeed } from './newGameSetup';

interface NewGameFormProps {
  initial?: GameSetup | null;
  /** Sagas offered; the engine's playable ones by default (tests may pass others). */
  playableSagas?: readonly SagaId[];
  /** Why the table refused to start the last game, in the engine's words. */
  error?: string | null;
  /** Starts a game on a setup the engine's check accepts. */
  onStart(setup: GameSetup): void;
}

/**
 * Seats, table mode, Sagas, solo preference, Faceless strength and seed. The engine judges the table: what it would
 * refuse is explained under the form as people choose, and again if they start anyway.
 */
export function NewGameForm({
  initial,
  playableSagas = PLAYABLE_SAGAS,
  error = null,
  onStart,
}: NewGameFormProps) {
  const formId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form, setForm] = useState<NewGameFormState>(() =>
    initial ? formFromSetup(initial, randomSeed()) : defaultForm(randomSeed()),
  );
  const change = (patch: Partial<NewGameFormState>) => setForm((f) => ({ ...f, ...patch }));
  const updateSeat = (index: number, patch: Partial<SeatForm>) =>
    setForm((f) => ({
      ...f,
      seats: f.seats.map((seat, i) => (i === index ? { ...seat, ...patch } : seat)),
    }));

  const setup = useMemo(() => setupFromForm(form), [form]);
  const engineProblems = useMemo(() => setupProblems(setup), [setup]);
  const problems = useMemo((): SetupProblem[] => {
    const seed = seedProblem(form.seed);
    const engine = engineProblems.filter((p) => !(seed && p.field === 'seed'));
    return seed ? [{ field: 'seed', message: seed }, ...engine] : engine;
  }, [form.seed, engineProblems]);
  const seats = seatedSeats(form);
  const problemsId = `${formId}-problems`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The engine's own refusal, in the words createGame would use, without waiting for its code.
    const refused =
      engineProblems.length > 0 ? engineProblems.map((p) => p.message).join('; ') : null;
    setRefusal(refused);
    if (!refused) onStart(setup);
  };
  const alert = refusal ?? error;

  return (
    <form
      id="new-game"
      className="new-game"
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      noValidate
    >
      <h2 id={`${formId}-title`}>New game</h2>
      <TableModeFields id={formId} form={form} onChange={change} />
      <p className="muted">
        Seat two Generals and two Dragons, clockwise around the table
        {form.mode === 'no-faceless' ? ' (without Faceless: at most two of each)' : ''}. Faceless
        seats play themselves.
      </p>
      <div className="new-game__seats">
        {seats.map((seat, i) => (
          <SeatFields
            key={i}
            id={`${formId}-seat-${i}`}
            index={i}
            seat={seat}
            controllerFixed={form.mode === 'no-faceless'}
            onChange={(patch) => updateSeat(i, patch)}
          />
        ))}
      </div>
      <FieldProblems problems={problems} field="seats" />
      <div className="new-game__options">
        <SagaPicker id={formId} form={form} playable={playableSagas} onChange={change} />
        <FieldProblems problems={problems} field="sagas" />
        {humanCount(form) === 1 && (
          <SoloPreference
            id={formId}
            value={form.soloMode}
            onChange={(soloMode) => change({ soloMode })}
          />
        )}
        <FieldProblems problems={problems} field="soloMode" />
        {strengthMatters(form) && (
          <FacelessStrengthFields
            id={formId}
            value={form.facelessStrength}
            onChange={(facelessStrength) => change({ facelessStrength })}
          />
        )}
        <fieldset className="form-group">
          <legend>Denizens</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.weepingMother}
              onChange={(e) => change({ weepingMother: e.target.checked })}
            />
            <span>Shuffle the Weeping Mother Creatures into the Denizen deck</span>
          </label>
        </fieldset>
      </div>
      <div className="new-game__seed">
        <label htmlFor={`${formId}-seed`}>Seed</label>
        <input
          id={`${formId}-seed`}
          type="number"
          inputMode="numeric"
          min={0}
          max={0xffffffff}
          step={1}
          value={form.seed}
          onChange={(e) => change({ seed: e.target.value })}
          aria-describedby={`${formId}-seed-hint`}
        />
        <button type="button" onClick={() => change({ seed: String(randomSeed()) })}>
          New seed
        </button>
        <p id={`${formId}-seed-hint`} className="muted">
          The same seed and the same choices replay the same game.
        </p>
        <FieldProblems problems={problems} field="seed" />
      </div>
      <div id={problemsId} aria-live="polite" className="new-game__problems">
        {problems.length > 0 && (
          <>
            <p>This table cannot start yet:</p>
            <ul>
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>{fieldText(p)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {alert && (
        <p role="alert" className="error">
          Cannot start this game: {alert}
        </p>
      )}
      <button
        type="submit"
        className="primary"
        aria-describedby={problems.length > 0 ? problemsId : undefined}
      >
        Start game
      </button>
    </form>
  );
}

const isAbout = (p: SetupProblem, field: string) =>
  p.field === field || p.field.startsWith(`${field}.`);

/** A seat's own problem names the seat: `seats.2` is the third. */
function fieldText(p: SetupProblem): string {
  const seat = /^seats\.(\d+)/.exec(p.field);
  return seat ? `Seat ${Number(seat[1]) + 1}: ${p.message}` : p.message;
}

/**
 * The engine's problems with one part of the setup, shown right under that part; the summary
 * under the form lists them all again, with those about no field of the form (an error summary
 * plus inline errors, so neither a sighted reader nor a screen-reader user misses one).
 */
function FieldProblems({ problems, field }: { problems: SetupProblem[]; field: string }) {
  const here = problems.filter((p) => isAbout(p, field));
  if (here.length === 0) return null;
  return (
    <ul className="field-problems" data-field={field}>
      {here.map((p) => (
        <li key={`${p.field}:${p.message}`} className="error">
          {fieldText(p)}
        </li>
      ))}
    </ul>
  );
}
