import { EPIC_CARDS } from './content/epic';
import { CHARACTERS, FACTIONS, charactersFor, defaultCharacter } from './content/factions';
import { SAGAS } from './content/sagas';
import { PLAYABLE_SAGAS } from './sagas/playable';
import type { CharacterId, FactionId, GameSetup, SeatSetup } from './types';

/** Everything wrong with a table before any piece is placed, in words a player understands. */
export function tableProblems(setup: GameSetup): string[] {
  const problems: string[] = [];
  const factions = setup.seats.map((seat) => seat.faction);
  const humans = setup.seats.filter((seat) => seat.controller === 'human').length;
  const generals = factions.filter((f) => FACTIONS[f].role === 'general').length;
  const dragons = factions.length - generals;
  if (new Set(factions).size !== factions.length)
    problems.push('each faction can be seated only once');
  if (setup.noFaceless) {
    // RB-1a, EV-NOFACE-1, Q-NOFACE-3: 2 or 3 human players and no Faceless at all.
    if (setup.seats.length < 2 || setup.seats.length > 3 || humans !== setup.seats.length) {
      problems.push('playing without Faceless needs 2 or 3 players, all human (EV-NOFACE-1)');
    }
    if (generals > 2 || dragons > 2)
      problems.push('the table has room for two Generals and two Dragons (RB-1)');
  } else {
    if (setup.seats.length !== 4)
      problems.push(`a game seats four characters, not ${setup.seats.length} (RB-1)`);
    if (generals !== 2)
      problems.push(`a game has two Generals and two Dragons, not ${generals} Generals (RB-1)`);
  }
  for (const seat of setup.seats) {
    if (seat.character && !charactersFor(seat.faction, !!seat.epic).includes(seat.character))
      problems.push(notPlaying(seat.character, seat.faction, !!seat.epic));
    problems.push(...epicProblems(seat));
    // §10: the Fell Knight is never Faceless.
    if (FACTIONS[seat.faction].humanOnly && seat.controller !== 'human')
      problems.push('the Fell Knight (Aellas) is never Faceless: a person must play him');
  }
  if (setup.initiative && !factions.includes(setup.initiative))
    problems.push(`initiative: ${setup.initiative} is not seated`);
  if (setup.soloMode && humans !== 1)
    problems.push('a solo preference is chosen only when one human plays (EV-CHOICE-6)');
  if (Array.isArray(setup.sagas)) {
    // EV-SAGA-SETUP-3: select 3 Saga cards.
    if (setup.sagas.length !== 0 && setup.sagas.length !== 3)
      problems.push(`choose 3 Sagas, not ${setup.sagas.length} (EV-SAGA-SETUP-3)`);
    if (new Set(setup.sagas).size !== setup.sagas.length)
      problems.push('each Saga can be chosen only once');
    for (const id of setup.sagas) {
      if (!PLAYABLE_SAGAS.includes(id)) problems.push(`${SAGAS[id].name} is not playable yet`);
    }
  } else if (setup.sagas === 'random' && PLAYABLE_SAGAS.length < 3) {
    problems.push('fewer than 3 Sagas are playable yet, so none can be drawn at random');
  }
  return problems;
}

function notPlaying(character: CharacterId, faction: FactionId, epic: boolean): string {
  const who = CHARACTERS[character].name;
  const what = FACTIONS[faction].name;
  if (epic) return `${who} cannot be played Epic as ${what} (EV-EPIC-SETUP-15)`;
  // EV-EPIC-SETUP-16: Aellas plays Allaria or Tyveria only as an Epic General.
  return charactersFor(faction, true).includes(character)
    ? `${who} plays ${what} only as an Epic character (EV-EPIC-SETUP-16)`
    : `${who} does not play ${what}`;
}

function epicProblems(seat: SeatSetup): string[] {
  if (!seat.epic) return [];
  const character = seat.character ?? defaultCharacter(seat.faction);
  const name = CHARACTERS[character].name;
  const problems: string[] = [];
  // EV-EPIC-SETUP-5: never Faceless.
  if (seat.controller !== 'human')
    problems.push(`${name} cannot be played Epic by a Faceless seat (EV-EPIC-SETUP-5)`);
  // Q-EPIC-2: only a character with an Epic Character card can go Epic.
  if (!EPIC_CARDS[character]) problems.push(`${name} has no Epic Character card (Q-EPIC-2)`);
  return problems;
}
