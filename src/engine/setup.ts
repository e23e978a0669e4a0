import { addUnits, isGeneral } from './board';
import type { Content } from './content/content';
import {
  DENIZEN_IDS,
  WEEPING_MOTHER_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  STAGE_CARDS,
  STAGE_MARKERS,
  type CharacterId,
  type DialKind,
  type EventId,
  type FactionId,
  type Role,
  type VaalaId,
} from './content/ids';
import { revealDenizens } from './denizens';
import { giveStartingPower } from './faceless/strength';
import { logEvent } from './log';
import { eachInstalled, installedRules, sagaModule } from './ruleHooks/apply';
import { pickRandom, seedRng, shuffle } from './rng';
import { defaultCharacter } from './tableRules';
import type {
  CardId,
  DialState,
  GameSetup,
  GameState,
  RegionId,
  SagaId,
  SeatSetup,
  SeatState,
} from './types';

/** RB-6a: a substitute faction takes the starting region of the faction it replaces. */
function homeRegion(c: Content, faction: FactionId, factions: FactionId[]): RegionId {
  const info = c.factions[faction];
  if (info.replaces.length === 0) return info.startingRegion;
  const replaced = info.replaces.find((f) => !factions.includes(f)) ?? info.replaces[0];
  return c.factions[replaced].startingRegion;
}

/**
 * The Vaala deck a seat plays: a character's own set goes with its own faction (EV-CHAR-3), so an
 * Epic Reganna or Itza keeps hers (L34), while Epic Aellas, an Allaria or Tyveria General, plays
 * that faction's General cards and his Fell Knight set only as the Fell Knight (Q-EPIC-3,
 * EV-EPIC-SETUP-17). Every other character plays its role's set.
 */
export function vaalaSetOf(
  c: Content,
  character: CharacterId,
  faction: FactionId,
  role: Role,
): readonly VaalaId[] {
  const own =
    c.characters[character].faction === faction ? c.vaalaSets.characters[character] : undefined;
  return own ?? c.vaalaSets[role];
}

/** The Event that rolls for Dragonbond (RB-41): the module removes or watches it (EV-NOFACE-3, EV-SAGA-RETURN-2). */
export const isDragonbondEvent = (c: Content, event: EventId): boolean =>
  c.events[event].effect.kind === 'dragonbond';

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
  return setup.weepingMother === true || chosen.some((id) => sagaModule(id).withWeepingMother);
}

export function blankTable(setup: GameSetup, content: Content): GameState {
  const factions = setup.seats.map((seat) => seat.faction);
  const weepingMother = weepingMotherIncluded(setup);
  const seats = setup.seats.map((seat) => blankSeat(content, seat, factions));
  const state: GameState = {
    schema: 1,
    content,
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
    supply: {
      power: content.numbers.powerTokens,
      cities: content.numbers.cityTokens,
      units: { neutral: content.numbers.neutralUnits },
    },
    // EV-NOFACE-3: the fully competitive game returns the Dragonbond Event to the box.
    eventDeck: EVENT_IDS.filter(
      (e) => !(setup.noFaceless === 'competitive' && isDragonbondEvent(content, e)),
    ),
    eventDiscard: [],
    regionDeck: [],
    denizenDeck: [...DENIZEN_IDS, ...(weepingMother ? WEEPING_MOTHER_IDS : [])],
    lineup: new Array(content.numbers.lineupSlots).fill(null),
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
    if (isGeneral(seat)) state.supply.units[seat.id] = content.numbers.unitsPerGeneral;
  // The modules lay their own pieces: Epic boards (EV-EPIC-SETUP-4), the Ally token (EV-CHAR-8).
  eachInstalled((m) => m.setupTable!(state, setup), 'setupTable');
  // A fresh options object: which modules are active is settled now (ruleHooks/apply.ts).
  state.options = { ...state.options };
  return state;
}

function blankSeat(c: Content, seat: SeatSetup, factions: FactionId[]): SeatState {
  const role = c.factions[seat.faction].role;
  const character = seat.character ?? defaultCharacter(c, seat.faction);
  const home = homeRegion(c, seat.faction, factions);
  return {
    id: seat.faction,
    character,
    role,
    controller: seat.controller,
    name: seat.name ?? c.characters[character].name,
    home,
    location: home,
    power: { unspent: 0, spent: 0 },
    hand: startingHand({ role, home }),
    vaalaHand: [],
    vaalaDeck: [...vaalaSetOf(c, character, seat.faction, role)],
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
export function standardOpening(setup: GameSetup, content: Content): GameState {
  const s = blankTable(setup, content);
  const homes = new Set(s.seats.map((seat) => seat.home));
  for (const region of REGION_IDS) {
    // RB-3a: the printed cities are placed at setup.
    if (s.content.regions[region].printedCity) placeCity(s, region);
    if (homes.has(region)) continue;
    // RB-10: each non-starting region gets Power (2 in the rich ones) and a neutral Unit.
    movePower(s, region, s.content.richRegions.includes(region) ? 2 : 1);
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

function placeCity(s: GameState, region: RegionId): void {
  s.regions[region].city = true;
  s.supply.cities -= 1;
}

function movePower(s: GameState, region: RegionId, n: number): void {
  s.regions[region].power += n;
  s.supply.power -= n;
}

/** RB-11, RB-11a: Vaala hands, the Event deck, the Region deck and the Denizen lineup. */
function dealOpeningCards(s: GameState): void {
  for (const seat of s.seats) {
    shuffle(s, seat.vaalaDeck);
    if (seat.vaalaHand.length === 0)
      seat.vaalaHand = seat.vaalaDeck.splice(0, s.content.numbers.vaalaOpeningHand);
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
  s.dials = dialSupply(s.content, ids);
  for (const id of ids)
    logEvent(s, {
      kind: 'saga-chosen',
      seat: null,
      saga: id,
      marker: s.sagas.find((x) => x.id === id)!.marker,
    });
}

/** Dial ids name the piece: `dragon-a` … `dragon-d`, `portal-1`, `nullborn-7`. */
function dialIds(c: Content, kind: DialKind): string[] {
  return Array.from({ length: c.dials[kind].count }, (_, i) =>
    kind === 'dragon' ? `dragon-${'abcd'[i]}` : `${kind}-${i + 1}`,
  );
}

/** Every dial the Sagas in play bring, all in their supply (EV-SAGA-KAD-1, EV-SAGA-NULL-1). */
export function dialSupply(c: Content, sagas: SagaId[]): DialState[] {
  return sagas
    .flatMap((id) => c.sagaDials[id] ?? [])
    .flatMap((kind: DialKind) =>
      dialIds(c, kind).map((id): DialState => ({
        id,
        kind,
        region: null,
        wounds: 0,
        bondedTo: null,
        essence: [],
      })),
    );
}
