import {
  content,
  type CharacterId,
  type Controller,
  type FacelessStrength,
  type FactionId,
  type GameSetup,
  type NoFacelessVariant,
  type SagaId,
  type SoloMode,
  strengthApplies,
} from '../../engine/data';

/**
 * The new-game form's data and how it becomes a GameSetup. Pure: whether a table is legal is the
 * engine's call (setupProblems); this only says how the form's answers map to the setup fields.
 */

export interface SeatForm {
  faction: FactionId;
  character: CharacterId;
  controller: Controller;
  name: string;
  /** EV-EPIC-SETUP-4: played as an Epic character. */
  epic: boolean;
}

export type TableMode = 'faceless' | 'no-faceless';
export type SagaMode = 'none' | 'choose' | 'random';

export interface NewGameFormState {
  mode: TableMode;
  /** Players without Faceless: 2 or 3 (EV-NOFACE-1). */
  players: 2 | 3;
  variant: NoFacelessVariant;
  /** Always four seats; without Faceless only the first `players` sit down. */
  seats: SeatForm[];
  sagaMode: SagaMode;
  sagas: SagaId[];
  soloMode: SoloMode;
  /** RB-44d (house option): only asked, and only sent, when the table has Faceless seats. */
  facelessStrength: FacelessStrength;
  weepingMother: boolean;
  seed: string;
}

export const MAX_SEED = 0xffffffff;
export const SAGAS_TO_CHOOSE = 3;

/** A fresh seed. The UI may roll one; the engine never touches Math.random. */
export function randomSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1));
}

/**
 * The characters the form offers for a seat: the engine's list (`charactersFor`), or for a
 * faction no one plays Epic (the Fell Knight) its own characters, which the checks then refuse.
 */
export function charactersOf(faction: FactionId, epic = false): CharacterId[] {
  const offered = content.charactersFor(faction, epic);
  return offered.length > 0 ? offered : content.charactersFor(faction, false);
}

const seat = (faction: FactionId, controller: Controller): SeatForm => ({
  faction,
  character: content.defaultCharacter(faction),
  controller,
  name: '',
  epic: false,
});

/** Clockwise, Generals and Dragons alternating; one person against three Faceless. */
export const DEFAULT_SEATS: SeatForm[] = [
  seat('allaria', 'human'),
  seat('fulgen', 'faceless'),
  seat('tyveria', 'faceless'),
  seat('skarn', 'faceless'),
];

export function defaultForm(seed: number): NewGameFormState {
  return {
    mode: 'faceless',
    players: 2,
    variant: 'cooperative',
    seats: DEFAULT_SEATS,
    sagaMode: 'none',
    sagas: [],
    soloMode: 'standard',
    facelessStrength: 'normal',
    weepingMother: false,
    seed: String(seed),
  };
}

/** The form for a setup played before ("New game" offers the last table again). */
export function formFromSetup(setup: GameSetup, seed: number): NewGameFormState {
  const form = defaultForm(seed);
  const seats = setup.seats.map((s) => ({
    faction: s.faction,
    character: s.character ?? content.defaultCharacter(s.faction),
    controller: s.controller,
    name: s.name ?? '',
    epic: s.epic ?? false,
  }));
  return {
    ...form,
    mode: setup.noFaceless ? 'no-faceless' : 'faceless',
    players: seats.length === 3 ? 3 : 2,
    variant: setup.noFaceless ?? 'cooperative',
    seats: [...seats, ...DEFAULT_SEATS.slice(seats.length)],
    sagaMode: setup.sagas === 'random' ? 'random' : setup.sagas?.length ? 'choose' : 'none',
    sagas: Array.isArray(setup.sagas) ? setup.sagas : [],
    soloMode: setup.soloMode ?? 'standard',
    facelessStrength: setup.facelessStrength ?? 'normal',
    weepingMother: setup.weepingMother ?? false,
  };
}

/** The seats that sit down with this form's table mode. */
export function seatedSeats(form: NewGameFormState): SeatForm[] {
  if (form.mode === 'faceless') return form.seats;
  return form.seats.slice(0, form.players).map((s) => ({ ...s, controller: 'human' as const }));
}

export function humanCount(form: NewGameFormState): number {
  return seatedSeats(form).filter((s) => s.controller === 'human').length;
}

/** RB-44d: the Faceless strength matters only when people play against Faceless seats. */
export const strengthMatters = (form: NewGameFormState): boolean =>
  strengthApplies(seatedSeats(form));

function seedFrom(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function seedProblem(text: string): string | null {
  const seed = seedFrom(text);
  return Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED
    ? null
    : `the seed must be a whole number from 0 to ${MAX_SEED}`;
}

export function setupFromForm(form: NewGameFormState): GameSetup {
  const setup: GameSetup = {
    seed: seedFrom(form.seed),
    seats: seatedSeats(form).map((s) => ({
      faction: s.faction,
      ...(s.character !== content.defaultCharacter(s.faction) ? { character: s.character } : {}),
      controller: s.controller,
      ...(s.name.trim() ? { name: s.name.trim() } : {}),
      ...(s.epic ? { epic: true } : {}),
    })),
  };
  if (form.mode === 'no-faceless') setup.noFaceless = form.variant;
  if (form.sagaMode === 'random') setup.sagas = 'random';
  if (form.sagaMode === 'choose') setup.sagas = form.sagas;
  // EV-CHOICE-6: the solo preference answers a lone human's Saga choices.
  if (humanCount(form) === 1) setup.soloMode = form.soloMode;
  // RB-44d: normal is the default, so a setup names the strength only when it differs.
  if (strengthMatters(form) && form.facelessStrength !== 'normal')
    setup.facelessStrength = form.facelessStrength;
  if (form.weepingMother) setup.weepingMother = true;
  return setup;
}

/** How many people the start screen's quick start seats: 1 is solo against three Faceless. */
export type QuickTable = 1 | 2 | 3 | 4;

/**
 * The quick start's tables: the default seats with the first `people` played by people and the
 * rest by Faceless, the base game (no Sagas), a fresh seed; the form below sets up anything else.
 */
export function quickSetup(people: QuickTable, seed: number): GameSetup {
  const form = defaultForm(seed);
  return setupFromForm({
    ...form,
    seats: form.seats.map((s, i) => ({ ...s, controller: i < people ? 'human' : 'faceless' })),
  });
}
