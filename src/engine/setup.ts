import { addUnits, isGeneral } from './board';
import { DENIZENS, isDragonbondEvent } from './content/cards';
import { vaalaSetOf } from './content/expansionVaala';
import { CHARACTERS, FACTIONS, defaultCharacter } from './content/factions';
import {
  DENIZEN_IDS,
  WEEPING_MOTHER_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  type FactionId,
} from './content/ids';
import { REGIONS, RICH_REGIONS } from './content/map';
import {
  CITY_TOKENS,
  LINEUP_SLOTS,
  NEUTRAL_UNITS,
  POWER_TOKENS,
  UNITS_PER_GENERAL,
  VAALA_OPENING_HAND,
} from './content/numbers';
import { SAGA_DIALS, dialIds } from './content/dials';
import { revealDenizens } from './denizens';
import { STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { giveStartingPower } from './faceless/strength';
import { logEvent } from './log';
import { eachInstalled, installedRules } from './rules/apply';
import { pickRandom, seedRng, shuffle } from './rng';
import type {
  CardId,
  DialKind,
  DialState,
  GameSetup,
  GameState,
  RegionId,
  SagaId,
  SeatSetup,
  SeatState,
} from './types';

/** RB-6a: a substitute faction takes the starting region of the faction it replaces. */
export function homeRegion(faction: FactionId, factions: FactionId[]): RegionId {
  const info = FACTIONS[faction];
  if (info.replaces.length === 0) return info.startingRegion;
  const replaced = info.replaces.find((f) => !factions.includes(f)) ?? info.replaces[0];
  return FACTIONS[replaced].startingRegion;
}

export function startingHand(seat: Pick<SeatState, 'role' | 'home'>): CardId[] {
  return seat.role === 'general'
    ? [...GENERAL_ACTION_CARDS, `region:${seat.home}`]
    : [...DRAGON_ACTION_CARDS];
}

/**
 * EV-WEEP-2, EV-SAGA-WILD-1, Q-WEEP-3: her cards join the Denizen deck when the setup asks for
 * her, and always with a Saga that brings her (chosen by name, or in a scenario's Sagas).
 */
function weepingMotherIncluded(setup: GameSetup): boolean {
  const chosen = [
    ...(Array.isArray(setup.sagas) ? setup.sagas : []),
    ...(setup.scenario?.sagas ?? []).map((saga) => saga.id),
  ];
  const { sagas } = installedRules();
  return setup.weepingMother === true || chosen.some((id) => sagas[id]?.withWeepingMother);
}

export function blankTable(setup: GameSetup): GameState {
  const factions = setup.seats.map((seat) => seat.faction);
  const weepingMother = weepingMotherIncluded(setup);
  const seats = setup.seats.map((seat) => blankSeat(seat, factions));
  const state: GameState = {
    schema: 1,
    options: {
      sagas: [],
      soloMode: setup.soloMode ?? null,
      noFaceless: setup.noFaceless ?? null,
      weepingMother,
      facelessStrength: setup.facelessStrength ?? 'normal',
    },
    round: 1,
    phase: 'planning',
    seats,
    initiative: setup.seats[0].faction,
    regions: Object.fromEntries(
      REGION_IDS.map((r) => [r, { units: {}, power: 0, city: false }]),
    ) as GameState['regions'],
    supply: { power: POWER_TOKENS, cities: CITY_TOKENS, units: { neutral: NEUTRAL_UNITS } },
    // EV-NOFACE-3: the fully competitive game returns the Dragonbond Event to the box.
    eventDeck: EVENT_IDS.filter(
      (e) => !(setup.noFaceless === 'competitive' && isDragonbondEvent(e)),
    ),
    eventDiscard: [],
    regionDeck: [],
    denizenDeck: [...DENIZEN_IDS, ...(weepingMother ? WEEPING_MOTHER_IDS : [])],
    lineup: new Array(LINEUP_SLOTS).fill(null),
    denizenDiscard: [],
    creatures: [],
    sagas: [],
    stageDeck: [],
    stageDiscard: [],
    dials: [],
    strongholds: {},
    ally: null,
    relics: {},
    stack: [],
    frames: [],
    pending: null,
    rng: seedRng(setup.seed),
    scriptedDice: [],
    log: [],
    result: null,
    moveCount: 0,
  };
  for (const seat of state.seats)
    if (isGeneral(seat)) state.supply.units[seat.id] = UNITS_PER_GENERAL;
  // The modules lay their own pieces: Epic boards (EV-EPIC-SETUP-4), the Ally token (EV-CHAR-8).
  eachInstalled((m) => m.setupTable!(state, setup), 'setupTable');
  return state;
}

function blankSeat(seat: SeatSetup, factions: FactionId[]): SeatState {
  const role = FACTIONS[seat.faction].role;
  const character = seat.character ?? defaultCharacter(seat.faction);
  const home = homeRegion(seat.faction, factions);
  return {
    id: seat.faction,
    character,
    role,
    controller: seat.controller,
    name: seat.name ?? CHARACTERS[character].name,
    home,
    location: home,
    power: { unspent: 0, spent: 0 },
    hand: startingHand({ role, home }),
    vaalaHand: [],
    vaalaDeck: [...vaalaSetOf(character, seat.faction, role)],
    vaalaDiscard: [],
    lasting: [],
    denizens: [],
    wounds: 0,
    essence: [],
    skipNextGlyph: false,
    bondedTo: null,
    epic: null,
  };
}

/** RB-8 … RB-11a: the standard opening position. */
export function standardOpening(setup: GameSetup): GameState {
  const s = blankTable(setup);
  const homes = new Set(s.seats.map((seat) => seat.home));
  for (const region of REGION_IDS) {
    // RB-3a: the printed cities are placed at setup.
    if (REGIONS[region].printedCity) placeCity(s, region);
    if (homes.has(region)) continue;
    // RB-10: each non-starting region gets Power (2 in the rich ones) and a neutral Unit.
    movePower(s, region, RICH_REGIONS.includes(region) ? 2 : 1);
    addUnits(s, region, 'neutral', 1);
    s.supply.units.neutral! -= 1;
  }
  for (const seat of s.seats) {
    if (!isGeneral(seat)) continue;
    // RB-8: the General's miniature and 3 Units in its starting region.
    addUnits(s, seat.home, seat.id, 3);
    s.supply.units[seat.id]! -= 3;
  }
  dealOpeningCards(s);
  giveStartingPower(s);
  s.initiative = setup.initiative ?? pickRandom(s, s.seats).id;
  return s;
}

export function placeCity(s: GameState, region: RegionId): void {
  s.regions[region].city = true;
  s.supply.cities -= 1;
}

function movePower(s: GameState, region: RegionId, n: number): void {
  s.regions[region].power += n;
  s.supply.power -= n;
}

/** RB-11, RB-11a: Vaala hands, the Event deck, the Region deck and the Denizen lineup. */
export function dealOpeningCards(s: GameState): void {
  for (const seat of s.seats) {
    shuffle(s, seat.vaalaDeck);
    if (seat.vaalaHand.length === 0) seat.vaalaHand = seat.vaalaDeck.splice(0, VAALA_OPENING_HAND);
  }
  shuffle(s, s.eventDeck);
  const dealt = new Set(
    s.seats.flatMap((seat) =>
      seat.hand.filter((c) => c.startsWith('region:')).map((c) => c.slice(7)),
    ),
  );
  s.regionDeck = shuffle(
    s,
    REGION_IDS.filter((r) => !dealt.has(r) && !s.creatures.some((c) => c.regionCard === r)),
  );
  shuffle(s, s.denizenDeck);
  revealDenizens(s);
}

export const isCreatureCard = (id: (typeof DENIZEN_IDS)[number]) => DENIZENS[id].creature !== null;

/**
 * EV-SAGA-SETUP-3/7/8: the three Sagas (chosen, or drawn at random), a Stage marker placed at
 * random on each, the 12 Stage cards shuffled, and the dials the Sagas bring in their supply.
 */
export function prepareSagas(s: GameState, chosen: GameSetup['sagas']): void {
  const drawn = () => shuffle(s, [...installedRules().drawOrder]).slice(0, 3);
  const ids = chosen === 'random' ? drawn() : (chosen ?? []);
  if (ids.length === 0) return;
  s.options = { ...s.options, sagas: ids };
  const markers = shuffle(s, [...STAGE_MARKERS]);
  s.sagas = ids.map((id, i) => ({ id, marker: markers[i], stage: 0 }));
  s.stageDeck = shuffle(s, [...STAGE_CARDS]);
  s.dials = dialSupply(ids);
  for (const id of ids)
    logEvent(s, null, 'saga-chosen', {
      saga: id,
      marker: s.sagas.find((x) => x.id === id)!.marker,
    });
}

/** Every dial the Sagas in play bring, all in their supply (EV-SAGA-KAD-1, EV-SAGA-NULL-1). */
export function dialSupply(sagas: SagaId[]): DialState[] {
  return sagas
    .flatMap((id) => SAGA_DIALS[id] ?? [])
    .flatMap((kind: DialKind) =>
      dialIds(kind).map((id): DialState => ({
        id,
        kind,
        region: null,
        wounds: 0,
        bondedTo: null,
        essence: [],
      })),
    );
}
