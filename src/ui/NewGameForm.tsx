import { useId, useState, type FormEvent } from 'react';
import { content, type Controller, type FactionId, type GameSetup } from '../engine';
import { selectError } from '../store';
import { FactionBadge } from './FactionBadge';
import { useGame, useGameStoreApi } from './GameStoreContext';
import { factionName } from './names';

/** The Fell Knight arrives with the expansion; the engine refuses it for now. */
const PLAYABLE = (faction: FactionId) => faction !== 'fell';
const GENERALS = content.GENERAL_FACTIONS.filter(PLAYABLE);
const DRAGONS = content.DRAGON_FACTIONS.filter(PLAYABLE);

interface SeatForm {
  faction: FactionId;
  controller: Controller;
  name: string;
}

/** Clockwise, Generals and Dragons alternating; one person against three Faceless. */
const DEFAULT_SEATS: SeatForm[] = [
  { faction: 'allaria', controller: 'human', name: '' },
  { faction: 'fulgen', controller: 'faceless', name: '' },
  { faction: 'tyveria', controller: 'faceless', name: '' },
  { faction: 'skarn', controller: 'faceless', name: '' },
];

/** A fresh seed. The UI may roll one; the engine never touches Math.random. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}

function characterName(faction: FactionId): string {
  const character = content.CHARACTERS[content.defaultCharacter(faction)];
  return character.name;
}

function seedFrom(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Four seats (faction, human or Faceless, name) and a seed. The engine judges the table. */
export function NewGameForm({ initial }: { initial?: GameSetup | null }) {
  const store = useGameStoreApi();
  const error = useGame(selectError);
  const formId = useId();
  const [seats, setSeats] = useState<SeatForm[]>(() =>
    initial
      ? initial.seats.map((s) => ({
          faction: s.faction,
          controller: s.controller,
          name: s.name ?? '',
        }))
      : DEFAULT_SEATS,
  );
  const [seed, setSeed] = useState(() => String(randomSeed()));

  const update = (index: number, change: Partial<SeatForm>) =>
    setSeats((all) => all.map((seat, i) => (i === index ? { ...seat, ...change } : seat)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const setup: GameSetup = {
      seed: seedFrom(seed),
      seats: seats.map((seat) => ({
        faction: seat.faction,
        controller: seat.controller,
        ...(seat.name.trim() ? { name: seat.name.trim() } : {}),
      })),
    };
    store.getState().startGame(setup);
  };

  return (
    <form className="new-game" onSubmit={submit} aria-labelledby={`${formId}-title`} noValidate>
      <h2 id={`${formId}-title`}>New game</h2>
      <p className="muted">
        Seat two Generals and two Dragons, clockwise around the table. Faceless seats play
        themselves.
      </p>
      <div className="new-game__seats">
        {seats.map((seat, i) => {
          const id = `${formId}-seat-${i}`;
          return (
            <fieldset key={i} className="seat-form">
              <legend>
                <FactionBadge side={seat.faction} /> Seat {i + 1}
              </legend>
              <label htmlFor={`${id}-faction`}>Faction</label>
              <select
                id={`${id}-faction`}
                value={seat.faction}
                onChange={(e) => update(i, { faction: e.target.value as FactionId })}
              >
                <optgroup label="Generals">
                  {GENERALS.map((f) => (
                    <option key={f} value={f}>
                      {factionName(f)} (General)
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Dragons">
                  {DRAGONS.map((f) => (
                    <option key={f} value={f}>
                      {factionName(f)} (Dragon)
                    </option>
                  ))}
                </optgroup>
              </select>
              <fieldset className="controller">
                <legend>Played by</legend>
                {(['human', 'faceless'] as const).map((controller) => (
                  <label key={controller} className="radio">
                    <input
                      type="radio"
                      name={`${id}-controller`}
                      value={controller}
                      checked={seat.controller === controller}
                      onChange={() => update(i, { controller })}
                    />
                    {controller === 'human' ? 'Human' : 'Faceless'}
                  </label>
                ))}
              </fieldset>
              <label htmlFor={`${id}-name`}>Player name</label>
              <input
                id={`${id}-name`}
                type="text"
                maxLength={40}
                value={seat.name}
                placeholder={characterName(seat.faction)}
                onChange={(e) => update(i, { name: e.target.value })}
              />
            </fieldset>
          );
        })}
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
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
          aria-describedby={`${formId}-seed-hint`}
        />
        <button type="button" onClick={() => setSeed(String(randomSeed()))}>
          New seed
        </button>
        <p id={`${formId}-seed-hint`} className="muted">
          The same seed and the same choices replay the same game.
        </p>
      </div>
      {error && (
        <p role="alert" className="error">
          Cannot start this game: {error}
        </p>
      )}
      <button type="submit" className="primary">
        Start game
      </button>
    </form>
  );
}
