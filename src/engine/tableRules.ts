import type { Content } from './content/content';
import type { CharacterId, FactionId, GameSetup, SagaId, SeatSetup, SetupProblem } from './types';

/**
 * The Sagas the rules in force can play, and the order a random draw shuffles them from
 * (EV-SAGA-SETUP-3). createGame passes the installed rules'; the new-game form, which checks a
 * table before the rules have loaded, passes the default composition's (playableSagas.ts).
 */
export interface SagaRoster {
  playable(id: SagaId): boolean;
  drawOrder: readonly SagaId[];
}

/** A seat without a named character plays its faction's first (the Fell Knight's is Aellas). */
export function defaultCharacter(c: Content, faction: FactionId): CharacterId {
  const found = Object.values(c.characters).find((x) => x.faction === faction);
  if (!found) throw new Error(`no character for ${faction}`);
  return found.id;
}

/**
 * Who may play a faction: its own characters, or played Epic those whose Epic Character card
 * names it (EV-EPIC-SETUP-15/16: Epic Aellas plays Allaria or Tyveria, never the Fell Knight).
 */
function charactersFor(c: Content, faction: FactionId, epic: boolean): CharacterId[] {
  return Object.values(c.characters)
    .filter((x) => {
      const card = epic ? c.epic.cards[x.id] : undefined;
      return card ? card.factions.includes(faction) : x.faction === faction;
    })
    .map((x) => x.id);
}

/** Everything wrong with a table before any piece is placed, in words a player understands. */
export function tableProblems(setup: GameSetup, c: Content, sagas: SagaRoster): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const say = (field: string, message: string) => problems.push({ field, message });
  const factions = setup.seats.map((seat) => seat.faction);
  const humans = setup.seats.filter((seat) => seat.controller === 'human').length;
  const generals = factions.filter((f) => c.factions[f].role === 'general').length;
  const dragons = factions.length - generals;
  if (new Set(factions).size !== factions.length)
    say('seats', 'each faction can be seated only once');
  if (setup.noFaceless) {
    // RB-1a, EV-NOFACE-1, Q-NOFACE-3: 2 or 3 human players and no Faceless at all.
    if (setup.seats.length < 2 || setup.seats.length > 3 || humans !== setup.seats.length) {
      say('seats', 'playing without Faceless needs 2 or 3 players, all human (EV-NOFACE-1)');
    }
    if (generals > 2 || dragons > 2)
      say('seats', 'the table has room for two Generals and two Dragons (RB-1)');
  } else {
    if (setup.seats.length !== 4)
      say('seats', `a game seats four characters, not ${setup.seats.length} (RB-1)`);
    if (generals !== 2)
      say('seats', `a game has two Generals and two Dragons, not ${generals} Generals (RB-1)`);
  }
  setup.seats.forEach((seat, i) => {
    const field = `seats.${i}`;
    if (seat.character && !charactersFor(c, seat.faction, !!seat.epic).includes(seat.character))
      say(field, notPlaying(c, seat.character, seat.faction, !!seat.epic));
    for (const message of epicProblems(c, seat)) say(field, message);
    // §10: the Fell Knight is never Faceless.
    if (c.factions[seat.faction].humanOnly && seat.controller !== 'human')
      say(field, 'the Fell Knight (Aellas) is never Faceless: a person must play him');
  });
  if (setup.initiative && !factions.includes(setup.initiative))
    say('initiative', `initiative: ${setup.initiative} is not seated`);
  if (setup.soloMode && humans !== 1)
    say('soloMode', 'a solo preference is chosen only when one human plays (EV-CHOICE-6)');
  if (Array.isArray(setup.sagas)) {
    // EV-SAGA-SETUP-3: select 3 Saga cards.
    if (setup.sagas.length !== 0 && setup.sagas.length !== 3)
      say('sagas', `choose 3 Sagas, not ${setup.sagas.length} (EV-SAGA-SETUP-3)`);
    if (new Set(setup.sagas).size !== setup.sagas.length)
      say('sagas', 'each Saga can be chosen only once');
    for (const id of setup.sagas) {
      if (!sagas.playable(id)) say('sagas', `${c.sagas[id].name} is not playable yet`);
    }
  } else if (setup.sagas === 'random' && sagas.drawOrder.length < 3) {
    say('sagas', 'fewer than 3 Sagas are playable yet, so none can be drawn at random');
  }
  return problems;
}

function notPlaying(c: Content, character: CharacterId, faction: FactionId, epic: boolean): string {
  const who = c.characters[character].name;
  const what = c.factions[faction].name;
  if (epic) return `${who} cannot be played Epic as ${what} (EV-EPIC-SETUP-15)`;
  // EV-EPIC-SETUP-16: Aellas plays Allaria or Tyveria only as an Epic General.
  return charactersFor(c, faction, true).includes(character)
    ? `${who} plays ${what} only as an Epic character (EV-EPIC-SETUP-16)`
    : `${who} does not play ${what}`;
}

function epicProblems(c: Content, seat: SeatSetup): string[] {
  if (!seat.epic) return [];
  const character = seat.character ?? defaultCharacter(c, seat.faction);
  const name = c.characters[character].name;
  const problems: string[] = [];
  // EV-EPIC-SETUP-5: never Faceless.
  if (seat.controller !== 'human')
    problems.push(`${name} cannot be played Epic by a Faceless seat (EV-EPIC-SETUP-5)`);
  // Q-EPIC-2: only a character with an Epic Character card can go Epic.
  if (!c.epic.cards[character]) problems.push(`${name} has no Epic Character card (Q-EPIC-2)`);
  return problems;
}
