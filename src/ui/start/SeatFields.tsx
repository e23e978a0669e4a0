import { content, type FactionId } from '../../engine/data';
import { FactionBadge } from '../kit/FactionBadge';
import { factionName } from '../words/names';
import { charactersOf, type SeatForm } from './newGameSetup';

const GENERALS = content.GENERAL_FACTIONS;
const DRAGONS = content.DRAGON_FACTIONS;

/** §10: the Fell Knight (Aellas) stands in for a Dragon and is never Faceless. */
const HUMAN_ONLY = (faction: FactionId) => content.FACTIONS[faction].humanOnly;

/** EV-CHAR-3: the Vaala cards this character brings, by name. */
function vaalaCardNames(seat: SeatForm): string {
  const role = content.FACTIONS[seat.faction].role;
  return content
    .vaalaSetOf(seat.character, seat.faction, role)
    .map((card) => content.VAALA_CARDS[card].name)
    .join(', ');
}

interface SeatFieldsProps {
  id: string;
  index: number;
  seat: SeatForm;
  /** Without Faceless every seat is a person: no "Played by" choice. */
  controllerFixed: boolean;
  onChange(change: Partial<SeatForm>): void;
}

/** One seat of the new-game form: faction, character, human or Faceless, and a name. */
export function SeatFields({ id, index, seat, controllerFixed, onChange }: SeatFieldsProps) {
  const characters = charactersOf(seat.faction, seat.epic);
  const epicCard = content.EPIC_CARDS[seat.character];
  // Leaving Epic takes Epic Aellas back to the faction's own character (EV-EPIC-SETUP-17).
  const chooseEpic = (epic: boolean) =>
    onChange({
      epic,
      ...(!epic && !charactersOf(seat.faction).includes(seat.character)
        ? { character: content.defaultCharacter(seat.faction) }
        : {}),
    });
  const characterName = content.CHARACTERS[seat.character]?.name ?? '';
  const chooseFaction = (faction: FactionId) =>
    onChange({
      faction,
      character: content.defaultCharacter(faction),
      ...(HUMAN_ONLY(faction) ? { controller: 'human' as const } : {}),
    });
  const facelessRefused = HUMAN_ONLY(seat.faction) && seat.controller === 'faceless';

  return (
    <fieldset className="seat-form">
      <legend>
        <FactionBadge side={seat.faction} /> Seat {index + 1}
      </legend>
      <label htmlFor={`${id}-faction`}>Faction</label>
      <select
        id={`${id}-faction`}
        value={seat.faction}
        onChange={(e) => chooseFaction(e.target.value as FactionId)}
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
              {factionName(f)} ({HUMAN_ONLY(f) ? 'stands in for a Dragon' : 'Dragon'})
            </option>
          ))}
        </optgroup>
      </select>
      <label htmlFor={`${id}-character`}>Character</label>
      <select
        id={`${id}-character`}
        value={seat.character}
        disabled={characters.length < 2}
        onChange={(e) => onChange({ character: e.target.value as SeatForm['character'] })}
      >
        {characters.map((c) => (
          <option key={c} value={c}>
            {content.CHARACTERS[c].name}
          </option>
        ))}
      </select>
      <label className="radio seat-form__epic-toggle">
        <input
          type="checkbox"
          checked={seat.epic}
          aria-describedby={`${id}-epic`}
          onChange={(e) => chooseEpic(e.target.checked)}
        />
        Play as an Epic character
      </label>
      <p id={`${id}-epic`} className="muted seat-form__epic">
        {seat.epic && epicCard
          ? `Epic board: Power tokens go on slots that upgrade ${content.FACTIONS[seat.faction].role === 'dragon' ? 'the Dragon' : 'the General'}. Ability: ${epicCard.ability.name} — ${epicCard.ability.text} (house card)`
          : 'Epic characters (people only) place their Power tokens on an Epic board and have a unique ability.'}
      </p>
      <p id={`${id}-vaala`} className="muted seat-form__vaala">
        Vaala cards: {vaalaCardNames(seat)}
      </p>
      {controllerFixed ? (
        <p className="muted">Played by a person</p>
      ) : (
        <fieldset className="controller">
          <legend>Played by</legend>
          {(['human', 'faceless'] as const).map((controller) => (
            <label key={controller} className="radio">
              <input
                type="radio"
                name={`${id}-controller`}
                value={controller}
                checked={seat.controller === controller}
                onChange={() => onChange({ controller })}
              />
              {controller === 'human' ? 'Human' : 'Faceless'}
            </label>
          ))}
          {facelessRefused && (
            <p className="error" role="note">
              The Fell Knight is never Faceless: Aellas needs a person to bid for and lead his Ally.
              Choose Human, or seat a Dragon instead.
            </p>
          )}
        </fieldset>
      )}
      <label htmlFor={`${id}-name`}>Player name</label>
      <input
        id={`${id}-name`}
        type="text"
        maxLength={40}
        value={seat.name}
        placeholder={characterName}
        onChange={(e) => onChange({ name: e.target.value })}
      />
    </fieldset>
  );
}
