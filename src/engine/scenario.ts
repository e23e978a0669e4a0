import { addUnits, isDragon, isGeneral, seatOf } from './board';
import { DENIZENS, isDragonbondEvent } from './content/cards';
import { vaalaSetOf } from './content/expansionVaala';
import { EVENT_IDS, REGION_IDS } from './content/ids';
import {
  MAX_UNITS_PER_REGION,
  NEUTRAL_UNITS,
  POWER_TOKENS,
  UNITS_PER_GENERAL,
  CITY_TOKENS,
} from './content/numbers';
import { revealDenizens } from './denizens';
import { DIALS } from './content/dials';
import { dialSupply } from './dials';
import { STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { regionOfCard } from './phases/resolution';
import { pickRandom, shuffle } from './rng';
import { startingHand } from './setup';
import { woundCapacity } from './epic/dragonBoard';
import type {
  CardId,
  GameSetup,
  RegionId,
  GameState,
  Scenario,
  SeatState,
  SideId,
  TokenSide,
} from './types';

/**
 * Lays a scenario (docs/scenarios.md) onto a blank table: every region not listed is empty, every
 * seat not described stands at home with its usual cards, and supplies hold whatever is left.
 * Returns the problems found; the state is only used when there are none.
 */
export function applyScenario(s: GameState, setup: GameSetup, sc: Scenario): string[] {
  const problems: string[] = [];
  const inGame = new Set<string>(s.seats.map((seat) => seat.id));
  s.round = sc.round ?? 1;

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
      if (n > MAX_UNITS_PER_REGION)
        problems.push(
          `regions.${region}.units.${side}: ${n} Units exceed the 6-Unit limit (RB-19a)`,
        );
      addUnits(s, region, side, n);
    }
    s.regions[region].power = spec.power ?? 0;
    s.regions[region].city = spec.city ?? false;
  }

  const stackBySeat = new Map<string, CardId[]>();
  for (const entry of sc.stack ?? []) {
    if ('seat' in entry)
      stackBySeat.set(entry.seat, [...(stackBySeat.get(entry.seat) ?? []), entry.card]);
  }

  for (const [id, spec] of Object.entries(sc.seats ?? {})) {
    if (!inGame.has(id)) {
      problems.push(`seats.${id}: no such seat in this game`);
      continue;
    }
    const seat = seatOf(s, id as GameState['seats'][number]['id']);
    if (!spec) continue;
    seat.location = spec.location ?? seat.home;
    seat.power = { unspent: spec.power?.unspent ?? 0, spent: spec.power?.spent ?? 0 };
    if (spec.slots) problems.push(...placeOnSlots(seat, spec.slots, `seats.${id}`));
    if (spec.hand) seat.hand = [...spec.hand];
    if (spec.vaalaHand) seat.vaalaHand = [...spec.vaalaHand];
    seat.denizens = [...(spec.denizens ?? [])];
    seat.wounds = spec.wounds ?? 0;
    seat.essence = [...(spec.essence ?? [])];
    seat.skipNextGlyph = spec.skipNextGlyph ?? false;
    if (spec.bondedTo) {
      if (!inGame.has(spec.bondedTo)) problems.push(`seats.${id}.bondedTo: no such seat`);
      else {
        seat.bondedTo = spec.bondedTo;
        seatOf(s, spec.bondedTo).bondedTo = seat.id;
      }
    }
  }

  const regionCardsDealt = new Set<string>();
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
      // Each card exists once (the Region cards once in all: RB-11a), in hand or on the stack.
      if (seen.has(card) || (region && regionCardsDealt.has(region)))
        problems.push(`seats.${seat.id}: ${card} is listed twice, but there is one such card`);
      seen.add(card);
      if (region) regionCardsDealt.add(region);
    }
    // EV-CHAR-3: a seat holds only its own character's Vaala cards.
    const own = new Set<string>(vaalaSetOf(seat.character, seat.id, seat.role));
    if (seat.vaalaHand.some((v) => !own.has(v)))
      problems.push(`seats.${seat.id}.vaalaHand: holds a Vaala card of another character's set`);
    if (new Set(seat.vaalaHand).size !== seat.vaalaHand.length)
      problems.push(`seats.${seat.id}.vaalaHand: a Vaala card is listed twice`);
    seat.vaalaDeck = seat.vaalaDeck.filter((v) => !seat.vaalaHand.includes(v));
    if (isGeneral(seat) && (seat.wounds > 0 || seat.essence.length > 0))
      problems.push(`seats.${seat.id}: only Dragons have wounds and Essence`);
    if (isDragon(seat) && seat.wounds >= woundCapacity(seat))
      problems.push(
        `seats.${seat.id}.wounds: this Dragon holds at most ${woundCapacity(seat) - 1} wounds between combats`,
      );
    if (isDragon(seat) && seat.denizens.length > 0)
      problems.push(`seats.${seat.id}.denizens: only Generals hold Denizens (RB-23)`);
    if (seat.bondedTo && seatOf(s, seat.bondedTo).role === seat.role)
      problems.push(`seats.${seat.id}.bondedTo: a bond joins a General and a Dragon`);
  }

  // Denizens: each card in one place only; Creature cards never sit in the lineup.
  const used = new Set<string>();
  const claim = (id: string, where: string) => {
    if (used.has(id)) problems.push(`${where}: ${id} is already elsewhere`);
    used.add(id);
  };
  for (const seat of s.seats) for (const d of seat.denizens) claim(d, `seats.${seat.id}.denizens`);
  for (const c of sc.creatures ?? []) {
    claim(c.card, 'creatures');
    const stats = DENIZENS[c.card].creature;
    if (!stats) problems.push(`creatures: ${c.card} is not a Creature`);
    else
      s.creatures.push({ card: c.card, region: c.region, wounds: c.wounds ?? 0, regionCard: null });
  }
  if (sc.lineup) {
    sc.lineup.forEach((d, i) => {
      if (d === null) return;
      claim(d, 'lineup');
      if (DENIZENS[d].creature)
        problems.push(`lineup: ${d} is a Creature and takes no slot (RB-39a)`);
      s.lineup[i] = d;
    });
  }
  s.denizenDeck = shuffle(
    s,
    s.denizenDeck.filter((d) => !used.has(d)),
  );
  if (!sc.lineup) {
    // The map holds only the Creatures a scenario lists, as regions not listed start empty: the
    // lineup it reveals passes over Creature cards (otherwise, with no Region deck built yet, they
    // would all land in the richest controlled region). They stay in the deck for Clean-up (RB-39a).
    const creatureCards = s.denizenDeck.filter((d) => DENIZENS[d].creature);
    s.denizenDeck = s.denizenDeck.filter((d) => !DENIZENS[d].creature);
    revealDenizens(s);
    s.denizenDeck = shuffle(s, [...s.denizenDeck, ...creatureCards]);
  }

  // Events: the stack's events are out of the deck.
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
    if ([...onStack, ...(sc.eventDeck ?? [])].some(isDragonbondEvent))
      problems.push('the fully competitive game plays without the Dragonbond Event (EV-NOFACE-3)');
    s.eventDeck = s.eventDeck.filter((e) => !isDragonbondEvent(e));
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
  const dealt = new Set(
    s.seats
      .flatMap((seat) => [...seat.hand, ...(stackBySeat.get(seat.id) ?? [])])
      .map(regionOfCard),
  );
  s.regionDeck = shuffle(
    s,
    REGION_IDS.filter((r) => !dealt.has(r)),
  );
  applySagaPieces(s, sc, problems);
  problems.push(...placeAllyToken(s, sc));
  fillSupplies(s, problems);
  s.initiative = setup.initiative ?? pickRandom(s, s.seats).id;
  return problems;
}

/** The module's pieces: Sagas with their markers and Stages, dials, Strongholds, Relic tokens. */
function applySagaPieces(s: GameState, sc: Scenario, problems: string[]): void {
  const sagas = sc.sagas ?? [];
  if (new Set(sagas.map((x) => x.id)).size !== sagas.length)
    problems.push('sagas: a Saga is listed twice');
  const free = STAGE_MARKERS.filter((m) => !sagas.some((x) => x.marker === m));
  s.sagas = sagas.map((x) => ({
    id: x.id,
    marker: x.marker ?? free.shift()!,
    stage: x.stage ?? 0,
  }));
  if (new Set(s.sagas.map((x) => x.marker)).size !== s.sagas.length)
    problems.push('sagas: two Sagas share a Stage marker');
  s.options = { ...s.options, sagas: s.sagas.map((x) => x.id) };
  const staged = (sc.stack ?? []).flatMap((e) => ('stage' in e ? [e.stage] : []));
  if (staged.length > 0 && s.sagas.length === 0)
    problems.push('stack: Stage cards need Sagas in play');
  if (s.sagas.length > 0) {
    s.stageDeck = (sc.stageDeck ? [...sc.stageDeck] : shuffle(s, [...STAGE_CARDS])).filter(
      (c) => !staged.includes(c),
    );
  }
  s.dials = dialSupply(s.sagas.map((x) => x.id));
  for (const spec of sc.dials ?? []) {
    const dial = s.dials.find((d) => d.kind === spec.kind && d.region === null);
    if (!dial) {
      problems.push(`dials: no ${spec.kind} dial left to place (are its Saga's pieces in play?)`);
      continue;
    }
    dial.region = spec.region;
    dial.wounds = spec.wounds ?? 0;
    dial.bondedTo = spec.bondedTo ?? null;
    if (dial.wounds >= DIALS[dial.kind].wounds)
      problems.push(
        `dials: a ${spec.kind} dial holds at most ${DIALS[dial.kind].wounds - 1} wounds`,
      );
  }
  for (const [region, hold] of Object.entries(sc.strongholds ?? {})) {
    if (!hold) continue;
    if (!s.regions[region as RegionId].city)
      problems.push(`strongholds.${region}: a Stronghold surrounds a city (EV-SAGA-HOLD-19)`);
    s.strongholds[region as RegionId] = { owner: hold.owner, woundsLeft: hold.woundsLeft ?? 4 };
  }
  s.relics = { ...(sc.relics ?? {}) };
}

/** Supplies hold what the scenario did not place; more than exists is a malformed scenario. */
function fillSupplies(s: GameState, problems: string[]): void {
  const onMap = (side: SideId) =>
    REGION_IDS.reduce((n, r) => n + (s.regions[r].units[side] ?? 0), 0);
  const onEssence = (side: SideId) =>
    s.seats.reduce((n, seat) => n + seat.essence.filter((e) => e === side).length, 0);
  const sides: SideId[] = ['neutral', ...s.seats.filter(isGeneral).map((seat) => seat.id)];
  s.supply.units = {};
  for (const side of sides) {
    const left =
      (side === 'neutral' ? NEUTRAL_UNITS : UNITS_PER_GENERAL) - onMap(side) - onEssence(side);
    if (left < 0) problems.push(`${side}: more Units placed than exist`);
    s.supply.units[side] = left;
  }
  const power =
    REGION_IDS.reduce((n, r) => n + s.regions[r].power, 0) +
    s.seats.reduce((n, seat) => n + seat.power.unspent + seat.power.spent, 0) +
    Object.values(s.relics).reduce((n: number, k) => n + (k ?? 0), 0);
  if (power > POWER_TOKENS)
    problems.push(`${power} Power tokens placed, but only ${POWER_TOKENS} exist`);
  s.supply.power = POWER_TOKENS - power;
  const cities = REGION_IDS.filter((r) => s.regions[r].city).length;
  s.supply.cities = CITY_TOKENS - cities;
}

/** EV-SLOT-1: an Epic board's Power is the tokens on its slots, so a scenario lists those instead. */
function placeOnSlots(seat: SeatState, slots: Record<string, TokenSide>, path: string): string[] {
  if (!seat.epic) return [`${path}.slots: only an Epic character has slots`];
  if (seat.power.unspent + seat.power.spent > 0)
    return [`${path}: an Epic board's Power is given by its slots, not by power`];
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

/** EV-CHAR-8: the Ally token goes to another player of a game with Aellas. */
function placeAllyToken(s: GameState, sc: Scenario): string[] {
  const holder = sc.allyHolder;
  if (!holder) return [];
  if (!s.ally) return ['allyHolder: the Ally token comes only with Aellas'];
  if (!s.seats.some((seat) => seat.id === holder)) return ['allyHolder: no such seat'];
  if (seatOf(s, holder).character === 'aellas') return ['allyHolder: Aellas is not his own Ally'];
  s.ally.holder = holder;
  return [];
}
