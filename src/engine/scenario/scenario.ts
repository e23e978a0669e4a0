import type { Content } from '../content/content';
import { addUnits, isDragon, isGeneral, seatOf, unitLimit, unitOwners } from '../board';
import { EVENT_IDS, REGION_IDS } from '../content/ids';
import { woundCapacity } from '../hits';
import { push, sagaFrame } from '../frames';
import { regionOfCard } from '../cardFacts';
import { resolve } from '../resolver';
import { pickRandom, shuffle } from '../rng';
import { blankTable, isDragonbondEvent, startingHand, vaalaSetOf } from '../setup';
import { layDenizens } from './scenarioDenizens';
import { placeModulePieces, placeSagas } from './scenarioSagas';
import type {
  CardId,
  GameSetup,
  GameState,
  Scenario,
  SeatId,
  SeatState,
  SideId,
  TokenSide,
} from '../types';

/**
 * Starts a game at a scenario's position (docs/scenarios.md): in Planning of its round, or in
 * Resolution with its stack. With `sagaSetup` each Saga's setup runs first, in the listed order,
 * as after a standard opening (EV-SAGA-SETUP-7); otherwise the position is complete as given.
 */
export function startScenario(
  setup: GameSetup,
  sc: Scenario,
  content: Content,
): { state: GameState; problems: string[] } {
  const state = blankTable(setup, content);
  const problems = applyScenario(state, setup, sc);
  if (problems.length > 0) return { state, problems };
  state.frames.push({ kind: 'round', step: state.stack.length > 0 ? 'cleanup' : 'planning' });
  if (state.stack.length > 0) {
    state.phase = 'resolution';
    state.frames.push({ kind: 'resolution', next: 0 });
  }
  if (sc.sagaSetup) push(state, ...state.sagas.map((saga) => sagaFrame(saga.id, 'setup')));
  resolve(state);
  return { state, problems };
}

/**
 * Lays a scenario onto a blank table: every region not listed is empty, every seat not described
 * stands at home with its usual cards, and supplies hold whatever is left. Returns the problems
 * found, each naming its field; the state is only used when there are none.
 */
export function applyScenario(s: GameState, setup: GameSetup, sc: Scenario): string[] {
  const problems: string[] = [];
  s.round = sc.round ?? 1;
  placeSagas(s, setup, sc, problems);
  placeRegions(s, sc, problems);
  const stackBySeat = new Map<string, CardId[]>();
  for (const entry of sc.stack ?? []) {
    if ('seat' in entry)
      stackBySeat.set(entry.seat, [...(stackBySeat.get(entry.seat) ?? []), entry.card]);
  }
  describeSeats(s, sc, problems);
  // After the seats: an Epic General's Maximum Force slots raise his limit (EV-EGEN-7).
  checkUnitLimits(s, sc, problems);
  const dealt = dealCards(s, sc, stackBySeat, problems);
  layDenizens(s, sc, dealt, problems);
  buildDecks(s, sc, dealt, problems);
  placeModulePieces(s, sc, problems);
  fillSupplies(s, problems);
  s.initiative = setup.initiative ?? pickRandom(s, s.seats).id;
  return problems;
}

function placeRegions(s: GameState, sc: Scenario, problems: string[]): void {
  const inGame = new Set<string>(s.seats.map((seat) => seat.id));
  for (const region of REGION_IDS) {
    const spec = sc.regions?.[region];
    if (!spec) continue;
    const sides = Object.entries(spec.units ?? {}).filter(([, n]) => (n ?? 0) > 0) as [
      SideId,
      number,
    ][];
    if (sides.length > 1)
      problems.push(`regions.${region}: Units of two sides never share a region (RB-7a)`);
    for (const [side, n] of sides) {
      if (side !== 'neutral' && (!inGame.has(side) || !isGeneral(seatOf(s, side)))) {
        problems.push(
          `regions.${region}.units.${side}: only Generals in this game and the neutral force have Units`,
        );
        continue;
      }
      addUnits(s, region, side, n);
    }
    s.regions[region].power = spec.power ?? 0;
    s.regions[region].city = spec.city ?? false;
  }
}

/** RB-19a: at most 6 Units of a side in a region, more for an Epic General (EV-EGEN-7). */
function checkUnitLimits(s: GameState, sc: Scenario, problems: string[]): void {
  for (const region of REGION_IDS) {
    for (const [side, n] of Object.entries(s.regions[region].units) as [SideId, number][]) {
      if (!sc.regions?.[region]?.units?.[side]) continue;
      const limit = unitLimit(s, side, region);
      if (n <= limit) continue;
      const why =
        limit === s.content.numbers.maxUnitsPerRegion
          ? 'RB-19a'
          : 'RB-19a, EV-EGEN-7: 6 + its Maximum Force slots';
      problems.push(
        `regions.${region}.units.${side}: ${n} Units exceed the ${limit}-Unit limit (${why})`,
      );
    }
  }
}

function describeSeats(s: GameState, sc: Scenario, problems: string[]): void {
  const inGame = new Set<string>(s.seats.map((seat) => seat.id));
  for (const [id, spec] of Object.entries(sc.seats ?? {})) {
    if (!inGame.has(id)) {
      problems.push(`seats.${id}: no such seat in this game`);
      continue;
    }
    const seat = seatOf(s, id as SeatId);
    if (!spec) continue;
    const path = `seats.${id}`;
    seat.location = spec.location ?? seat.home;
    seat.power = { unspent: spec.power?.unspent ?? 0, spent: spec.power?.spent ?? 0 };
    // EV-SLOT-1: an Epic board has no Power track; its Power is what lies on its slots.
    if (seat.epic && spec.power)
      problems.push(
        `${path}.power: an Epic board's Power is the tokens on its slots: give slots (EV-SLOT-1)`,
      );
    if (spec.slots) problems.push(...placeOnSlots(seat, spec.slots, path));
    if (spec.hand) seat.hand = [...spec.hand];
    if (spec.vaalaHand) seat.vaalaHand = [...spec.vaalaHand];
    seat.denizens = [...(spec.denizens ?? [])];
    seat.wounds = spec.wounds ?? 0;
    seat.essence = [...(spec.essence ?? [])];
    seat.skipNextGlyph = spec.skipNextGlyph ?? false;
    if (spec.bondedTo) bond(s, seat, spec.bondedTo, path, problems);
  }
  for (const seat of s.seats) problems.push(...seatProblems(s, seat));
}

/** RB-41, RB-42: a bond joins one General and one Dragon, both ways; none in EV-NOFACE-4. */
function bond(s: GameState, seat: SeatState, to: SeatId, path: string, problems: string[]): void {
  const where = `${path}.bondedTo`;
  if (!s.seats.some((x) => x.id === to)) return void problems.push(`${where}: no such seat`);
  if (to === seat.id) return void problems.push(`${where}: a seat cannot bond with itself`);
  const partner = seatOf(s, to);
  if (partner.role === seat.role)
    return void problems.push(`${where}: a bond joins a General and a Dragon`);
  for (const x of [seat, partner]) {
    const other = x === seat ? partner : seat;
    if (x.bondedTo && x.bondedTo !== other.id)
      return void problems.push(
        `${where}: ${x.name} is already bonded to ${seatOf(s, x.bondedTo).name} (RB-41: permanently, one partner)`,
      );
  }
  if (s.options.noFaceless === 'competitive')
    problems.push(
      `${where}: the fully competitive game has no bonds between players (EV-NOFACE-4)`,
    );
  seat.bondedTo = to;
  partner.bondedTo = seat.id;
}

function seatProblems(s: GameState, seat: SeatState): string[] {
  const path = `seats.${seat.id}`;
  const problems: string[] = [];
  if (isGeneral(seat) && (seat.wounds > 0 || seat.essence.length > 0))
    problems.push(`${path}: only Dragons have wounds and Essence`);
  if (isDragon(seat) && seat.wounds >= woundCapacity(s, seat.id))
    problems.push(
      `${path}.wounds: this Dragon holds at most ${woundCapacity(s, seat.id) - 1} wounds between combats`,
    );
  // RB-36: the track pays and empties the moment it fills.
  if (seat.essence.length >= s.content.numbers.essenceTrackLength)
    problems.push(
      `${path}.essence: at most ${s.content.numbers.essenceTrackLength - 1} Units (a full track pays at once, RB-36)`,
    );
  for (const side of new Set(seat.essence))
    if (!unitOwners(s).includes(side))
      problems.push(`${path}.essence: ${side} has no Units in this game`);
  if (isDragon(seat) && seat.denizens.length > 0)
    problems.push(`${path}.denizens: only Generals hold Denizens (RB-23)`);
  return problems;
}

/**
 * Hands and the cards on the stack: each Action card once per seat, each Region card once in all
 * (RB-11a), Vaala cards of the seat's own set (EV-CHAR-3). Returns the Region cards dealt.
 */
function dealCards(
  s: GameState,
  sc: Scenario,
  stackBySeat: Map<string, CardId[]>,
  problems: string[],
): Set<string> {
  const dealt = new Set<string>();
  for (const seat of s.seats) {
    const planned = stackBySeat.get(seat.id) ?? [];
    if (!sc.seats?.[seat.id]?.hand)
      seat.hand = startingHand(seat).filter((c) => !planned.includes(c));
    const legalCards = new Set<string>(startingHand({ role: seat.role, home: seat.home }));
    const seen = new Set<string>();
    for (const card of [...seat.hand, ...planned]) {
      const region = regionOfCard(card);
      if (region ? !isGeneral(seat) : !legalCards.has(card))
        problems.push(`seats.${seat.id}: ${card} is not one of its cards`);
      if (seen.has(card) || (region && dealt.has(region)))
        problems.push(`seats.${seat.id}: ${card} is listed twice, but there is one such card`);
      seen.add(card);
      if (region) dealt.add(region);
    }
    const own = new Set<string>(vaalaSetOf(s.content, seat.character, seat.id, seat.role));
    if (seat.vaalaHand.some((v) => !own.has(v)))
      problems.push(`seats.${seat.id}.vaalaHand: holds a Vaala card of another character's set`);
    if (new Set(seat.vaalaHand).size !== seat.vaalaHand.length)
      problems.push(`seats.${seat.id}.vaalaHand: a Vaala card is listed twice`);
    seat.vaalaDeck = seat.vaalaDeck.filter((v) => !seat.vaalaHand.includes(v));
  }
  return dealt;
}

/** The Event deck, the Action stack, the dice, the Vaala decks and the Region deck. */
function buildDecks(s: GameState, sc: Scenario, dealt: Set<string>, problems: string[]): void {
  const onStack = new Set((sc.stack ?? []).flatMap((e) => ('event' in e ? [e.event] : [])));
  s.eventDeck = sc.eventDeck
    ? [...sc.eventDeck]
    : shuffle(
        s,
        EVENT_IDS.filter((e) => !onStack.has(e)),
      );
  if (new Set([...s.eventDeck, ...onStack]).size !== s.eventDeck.length + onStack.size)
    problems.push('eventDeck: an Event card is listed twice');
  // EV-NOFACE-3: the fully competitive game has returned the Dragonbond Event to the box.
  if (s.options.noFaceless === 'competitive') {
    if ([...onStack, ...(sc.eventDeck ?? [])].some((e) => isDragonbondEvent(s.content, e)))
      problems.push('the fully competitive game plays without the Dragonbond Event (EV-NOFACE-3)');
    s.eventDeck = s.eventDeck.filter((e) => !isDragonbondEvent(s.content, e));
  }
  for (const entry of sc.stack ?? []) {
    if ('event' in entry) s.stack.push({ kind: 'event', event: entry.event, revealed: false });
    else if ('stage' in entry) s.stack.push({ kind: 'stage', card: entry.stage, revealed: false });
    else s.stack.push({ kind: 'action', seat: entry.seat, card: entry.card, revealed: false });
  }
  s.scriptedDice = [...(sc.dice ?? [])];
  for (const seat of s.seats) {
    shuffle(s, seat.vaalaDeck);
    if (!sc.seats?.[seat.id]?.vaalaHand) seat.vaalaHand = seat.vaalaDeck.splice(0, 2);
  }
  // RB-11a, RB-38a: the cards not in hands, on the stack or under a Creature.
  const underCreatures = new Set(s.creatures.map((c) => c.regionCard));
  s.regionDeck = shuffle(
    s,
    REGION_IDS.filter((r) => !dealt.has(r) && !underCreatures.has(r)),
  );
}

/** Supplies hold what the scenario did not place; more than exists is a malformed scenario. */
function fillSupplies(s: GameState, problems: string[]): void {
  const onMap = (side: SideId) =>
    REGION_IDS.reduce((n, r) => n + (s.regions[r].units[side] ?? 0), 0);
  // RB-36, EV-DDIAL-15: Units on Dragons' Essence tracks and on bonded dials' Reference cards.
  const tracks = [...s.seats.map((seat) => seat.essence), ...s.dials.map((d) => d.essence)];
  const onEssence = (side: SideId) =>
    tracks.reduce((n, track) => n + track.filter((e) => e === side).length, 0);
  s.supply.units = {};
  for (const side of unitOwners(s)) {
    const left =
      (side === 'neutral' ? s.content.numbers.neutralUnits : s.content.numbers.unitsPerGeneral) -
      onMap(side) -
      onEssence(side);
    if (left < 0) problems.push(`${side}: more Units placed than exist`);
    s.supply.units[side] = left;
  }
  const power =
    REGION_IDS.reduce((n, r) => n + s.regions[r].power, 0) +
    s.seats.reduce((n, seat) => n + seat.power.unspent + seat.power.spent, 0) +
    Object.values(s.relics).reduce((n: number, k) => n + (k ?? 0), 0);
  if (power > s.content.numbers.powerTokens)
    problems.push(`${power} Power tokens placed, but only ${s.content.numbers.powerTokens} exist`);
  s.supply.power = s.content.numbers.powerTokens - power;
  const cities = REGION_IDS.filter((r) => s.regions[r].city).length;
  s.supply.cities = s.content.numbers.cityTokens - cities;
}

/** EV-SLOT-1: an Epic board's Power is the tokens on its slots, so a scenario lists those instead. */
function placeOnSlots(seat: SeatState, slots: Record<string, TokenSide>, path: string): string[] {
  if (!seat.epic) return [`${path}.slots: only an Epic character has slots`];
  const problems: string[] = [];
  for (const [key, side] of Object.entries(slots)) {
    const slot = Number(key);
    if (slot >= seat.epic.slots.length) {
      problems.push(`${path}.slots.${key}: the board has ${seat.epic.slots.length} slots`);
      continue;
    }
    seat.epic.slots[slot] = side;
    seat.power[side] += 1;
  }
  return problems;
}
