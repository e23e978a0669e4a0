import * as v from 'valibot';
import {
  AELLAS_VAALA,
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  DRAGON_VAALA,
  GENERAL_ACTION_CARDS,
  EVENT_IDS,
  GENERAL_VAALA,
  ITZA_VAALA,
  REGANNA_VAALA,
  REGION_IDS,
  type CharacterId,
} from '../../src/engine/content/ids';
import { CHARACTERS } from '../../src/engine/content/factions';
import {
  CITY_TOKENS,
  DRAGON_WOUND_TRACK,
  NEUTRAL_UNITS,
  POWER_TOKENS,
  UNITS_PER_GENERAL,
  VAALA_HAND_LIMIT,
} from '../../src/engine/content/numbers';
import { DENIZENS } from '../../src/engine/content/cards';
import { DIALS } from '../../src/engine/content/dials';
import { STAGE_CARDS } from '../../src/engine/content/sagas';
import {
  legalMoves,
  moveSchema,
  type DialKind,
  type GameState,
  type SeatState,
  type SideId,
  type TokenSide,
} from '../../src/engine';
import { unitLimit } from '../../src/engine/board';
import { EPIC_BLOCKED_SPACES } from '../../src/engine/content/epic';
import { woundCapacity } from '../../src/engine/epic/dragonBoard';
import { filledSlots } from '../../src/engine/epic/slots';

/** EV-CHAR-3: an expansion character playing its own faction has its own Vaala set. */
const OWN_VAALA: Partial<Record<CharacterId, readonly string[]>> = {
  reganna: REGANNA_VAALA,
  itza: ITZA_VAALA,
  aellas: AELLAS_VAALA,
};
function vaalaSet(seat: SeatState): readonly string[] {
  const own = CHARACTERS[seat.character].faction === seat.id ? OWN_VAALA[seat.character] : null;
  return own ?? (seat.role === 'general' ? GENERAL_VAALA : DRAGON_VAALA);
}

/**
 * Conservation and board-sanity rules that must hold between any two steps of any game. Returns
 * one readable line per violation (empty when the state is sound), so a failing property test
 * says exactly what broke.
 */
export function invariantViolations(s: GameState): string[] {
  const problems: string[] = [];
  const negative = (what: string, n: number) => {
    if (!(n >= 0)) problems.push(`${what} is ${n} (no negative counts)`);
  };

  // RB-3: 50 Power tokens between the supply, the regions, the boards (unspent + spent) and the
  // Denizen cards (EV-SAGA-RELIC).
  negative('supply.power', s.supply.power);
  let power = s.supply.power;
  for (const r of REGION_IDS) {
    negative(`regions.${r}.power`, s.regions[r].power);
    power += s.regions[r].power;
  }
  for (const seat of s.seats) {
    negative(`${seat.id}.power.unspent`, seat.power.unspent);
    negative(`${seat.id}.power.spent`, seat.power.spent);
    power += seat.power.unspent + seat.power.spent;
  }
  for (const [denizen, n] of Object.entries(s.relics)) {
    negative(`relics.${denizen}`, n ?? 0);
    power += n ?? 0;
  }
  if (power !== POWER_TOKENS) problems.push(`RB-3: ${power} Power tokens in play, not 50`);

  // RB-3: 20 Units per General faction and 30 neutral, between supply, map and Essence tracks.
  const sides: SideId[] = [
    'neutral',
    ...s.seats.filter((seat) => seat.role === 'general').map((seat) => seat.id),
  ];
  for (const side of sides) {
    const supply = s.supply.units[side] ?? 0;
    negative(`supply.units.${side}`, supply);
    let total = supply;
    for (const r of REGION_IDS) total += s.regions[r].units[side] ?? 0;
    for (const seat of s.seats) total += seat.essence.filter((e) => e === side).length;
    // EV-DDIAL-15: a bonded Dragon dial's Reference card has an Essence track too.
    for (const dial of s.dials) total += dial.essence.filter((e) => e === side).length;
    const expected = side === 'neutral' ? NEUTRAL_UNITS : UNITS_PER_GENERAL;
    if (total !== expected) problems.push(`RB-3: ${total} ${side} Units in play, not ${expected}`);
  }
  for (const side of Object.keys(s.supply.units))
    if (!sides.includes(side as SideId)) problems.push(`supply holds Units of ${side}, not a side`);

  for (const r of REGION_IDS) {
    const present = Object.entries(s.regions[r].units) as [SideId, number][];
    for (const [side, n] of present) {
      negative(`regions.${r}.units.${side}`, n);
      // RB-19a, EV-EGEN-7: 6, or more for an Epic General with Maximum Force tokens.
      if (n > unitLimit(s, side, r)) problems.push(`RB-19a: ${n} ${side} Units in ${r}`);
      if (!sides.includes(side)) problems.push(`regions.${r} holds Units of ${side}, not a side`);
    }
    const standing = present.filter(([, n]) => n > 0).map(([side]) => side);
    if (standing.length > 1) problems.push(`RB-7a: ${standing.join(' and ')} share ${r}`);
  }

  // RB-3: 12 city tokens between the supply and the map.
  negative('supply.cities', s.supply.cities);
  const cities = s.supply.cities + REGION_IDS.filter((r) => s.regions[r].city).length;
  if (cities !== CITY_TOKENS) problems.push(`RB-3: ${cities} city tokens, not 12`);

  // RB-37, RB-37a: a full track heals at once, so a Dragon never holds a full track between steps.
  for (const seat of s.seats) {
    negative(`${seat.id}.wounds`, seat.wounds);
    if (seat.role === 'dragon' && seat.wounds >= woundCapacity(s.content, seat))
      problems.push(`RB-37a: ${seat.id} holds ${seat.wounds} wounds`);
  }
  problems.push(...epicViolations(s));
  for (const c of s.creatures) negative(`creature ${c.card} wounds`, c.wounds);

  problems.push(...sagaViolations(s));

  // Cards are never lost or copied: each deck's cards are somewhere exactly once.
  const once = (what: string, all: readonly string[], found: string[]) => {
    const sorted = [...found].sort();
    if (sorted.join() !== [...all].sort().join())
      problems.push(`${what} cards: ${sorted.join(',')} instead of each once`);
  };
  once('Event', EVENT_IDS, [
    ...s.eventDeck,
    ...s.eventDiscard,
    ...s.stack.flatMap((c) => (c.kind === 'event' ? [c.event] : [])),
  ]);
  const denizens = [
    ...s.denizenDeck,
    ...s.lineup.filter((d) => d !== null),
    ...s.denizenDiscard,
    ...s.creatures.map((c) => c.card),
    ...s.seats.flatMap((seat) => seat.denizens),
  ];
  // The module's Weeping Mother cards join the deck only by its rules (EV-WEEP-2): each at most once.
  const isWeepingMother = (d: string) => d.startsWith('weeping-mother-');
  once(
    'Denizen',
    DENIZEN_IDS,
    denizens.filter((d) => !isWeepingMother(d)),
  );
  const mothers = denizens.filter(isWeepingMother);
  if (new Set(mothers).size !== mothers.length)
    problems.push(`Weeping Mother cards: ${mothers.join(',')} (one of each at most)`);
  // RB-11a, RB-38a: one Region card per region, in the deck, a hand, the stack or under a Creature.
  once('Region', REGION_IDS, [
    ...s.regionDeck,
    ...s.creatures.flatMap((c) => (c.regionCard ? [c.regionCard] : [])),
    ...[
      ...s.seats.flatMap((seat) => seat.hand),
      ...s.stack.flatMap((c) => (c.kind === 'action' ? [c.card] : [])),
    ]
      .filter((c) => c.startsWith('region:'))
      .map((c) => c.slice('region:'.length)),
  ]);
  for (const seat of s.seats) {
    // RB-38: played Action cards wait on the stack until Clean-up returns them.
    once(
      `${seat.id} Action`,
      seat.role === 'general' ? GENERAL_ACTION_CARDS : DRAGON_ACTION_CARDS,
      [
        ...seat.hand,
        ...s.stack.flatMap((c) => (c.kind === 'action' && c.seat === seat.id ? [c.card] : [])),
      ].filter((c) => !c.startsWith('region:')),
    );
    // EV-CHAR-10: a card Aellas laid before his Ally is still his.
    once(`${seat.id} Vaala`, vaalaSet(seat), [
      ...seat.vaalaHand,
      ...seat.vaalaDeck,
      ...seat.vaalaDiscard,
      ...s.seats.flatMap((x) =>
        x.lasting.filter((l) => (l.from ?? x.id) === seat.id).map((l) => l.card),
      ),
    ]);
  }
  problems.push(...allyViolations(s));
  return problems;
}

/** The module's pieces (EV-…): dials, Strongholds, Stage cards, the lineup and Vaala hands. */
function sagaViolations(s: GameState): string[] {
  const problems: string[] = [];
  // EV-SAGA-KAD-1, EV-SAGA-NULL-1, Q-DIAL-1: every dial of a Saga in play is on the map or in its
  // supply, as many of each kind as the box holds; a dial in play has fewer wounds than its value.
  const kinds = new Set(s.dials.map((d) => d.kind));
  for (const kind of kinds as Set<DialKind>) {
    const n = s.dials.filter((d) => d.kind === kind).length;
    if (n !== DIALS[kind].count)
      problems.push(`EV-DIAL: ${n} ${kind} dials, not ${DIALS[kind].count}`);
  }
  if (new Set(s.dials.map((d) => d.id)).size !== s.dials.length)
    problems.push('EV-DIAL: a dial id twice');
  for (const dial of s.dials) {
    negative(problems, `dial ${dial.id} wounds`, dial.wounds);
    if (dial.wounds >= DIALS[dial.kind].wounds)
      problems.push(
        `EV-DIAL-8: ${dial.id} holds ${dial.wounds} wounds of ${DIALS[dial.kind].wounds}`,
      );
    if (dial.region === null && (dial.wounds !== 0 || dial.bondedTo !== null))
      problems.push(`Q-DIAL-1: ${dial.id} in the supply with wounds or a bond`);
  }
  // EV-SAGA-HOLD-22: at most 3 Strongholds per General; a Stronghold surrounds a city.
  const holds = Object.entries(s.strongholds).filter(([, h]) => h);
  for (const seat of s.seats) {
    const n = holds.filter(([, h]) => h!.owner === seat.id).length;
    if (n > 3) problems.push(`EV-SAGA-HOLD-22: ${seat.id} has ${n} Strongholds`);
  }
  for (const [region, hold] of holds) {
    if (!s.regions[region as keyof GameState['regions']].city)
      problems.push(`EV-SAGA-HOLD: a Stronghold in ${region} without a city`);
    if (hold!.woundsLeft < 1 || hold!.woundsLeft > 4)
      problems.push(
        `EV-SAGA-HOLD: the Stronghold in ${region} has ${hold!.woundsLeft} wounds left`,
      );
  }
  // EV-SAGA-SETUP-1, Q-STAGE-2: the 12 Stage cards are in the deck, on the stack or discarded. A
  // resolved Stage card is discarded at once (EV-STAGE-7) while the stack keeps showing it face up
  // until Clean-up, like every card played that round.
  const onStack = s.stack.flatMap((c) => (c.kind === 'stage' ? [c] : []));
  for (const c of onStack)
    if (s.stageDiscard.includes(c.card) && !c.revealed)
      problems.push(`EV-STAGE-7: ${c.card} discarded before it was revealed`);
  const stages = [
    ...s.stageDeck,
    ...s.stageDiscard,
    ...onStack.filter((c) => !s.stageDiscard.includes(c.card)).map((c) => c.card),
  ].sort();
  const expected = s.sagas.length > 0 ? [...STAGE_CARDS].sort() : [];
  if (stages.join() !== expected.join())
    problems.push(`EV-SAGA-SETUP-10: Stage cards ${stages.join(',')} instead of each once`);
  // RB-39, EV-WEEP-9: the lineup holds at most 6 non-Creature cards.
  const lineup = s.lineup.filter((d) => d !== null && !DENIZENS[d].creature).length;
  if (lineup > 6) problems.push(`RB-39: ${lineup} non-Creature cards in the lineup`);
  // RB-28, EV-SAGA-ZENITH-2: Vaala hands within the hand limit (2 with Zenith) between steps.
  // A hand may be over the limit only while its owner's discard down to it is pending (Q-ZENITH-1).
  const discarding =
    s.pending?.rule === 'EV-SAGA-ZENITH-2' ||
    s.frames.some((f) => f.kind === 'saga' && f.when === 'setup');
  if (!discarding) {
    for (const seat of s.seats) {
      // Read from the rules, not from the engine's own query, so a broken query is caught.
      const limit = s.options.sagas.includes('zenith') ? 2 : VAALA_HAND_LIMIT;
      if (seat.vaalaHand.length > limit)
        problems.push(
          `RB-28: ${seat.id} holds ${seat.vaalaHand.length} Vaala cards (limit ${limit})`,
        );
    }
  }
  return problems;
}

function negative(problems: string[], what: string, n: number): void {
  if (!(n >= 0)) problems.push(`${what} is ${n} (no negative counts)`);
}

/**
 * EV-SLOT-1/3, EV-EDRAGON-4/5: an Epic board's tokens are exactly its Power (counting tokens still
 * being placed and flips still being chosen), one per slot by construction; an Epic Dragon has
 * 3 + Health tokens wound spaces.
 */
function epicViolations(s: GameState): string[] {
  const problems: string[] = [];
  for (const seat of s.seats) {
    const epic = seat.epic;
    if (!epic) continue;
    const count = (side: TokenSide) =>
      epic.slots.filter((t) => t === side).length + epic.unplaced.filter((t) => t === side).length;
    const unspent = count('unspent') - epic.toSpend + epic.toUnspend;
    const spent = count('spent') + epic.toSpend - epic.toUnspend;
    if (unspent !== seat.power.unspent || spent !== seat.power.spent)
      problems.push(
        `EV-SLOT-1: ${seat.id}'s slots hold ${unspent} unspent / ${spent} spent, its Power is ${seat.power.unspent} / ${seat.power.spent}`,
      );
    if (seat.role === 'dragon') {
      const expected =
        DRAGON_WOUND_TRACK.length - EPIC_BLOCKED_SPACES + filledSlots(s.content, seat, 'health');
      if (woundCapacity(s.content, seat) !== expected)
        problems.push(
          `EV-EDRAGON-5: ${seat.id} has ${woundCapacity(s.content, seat)} wound spaces, not ${expected}`,
        );
    }
  }
  return problems;
}

/**
 * EV-SLOT-4/5: between two states, a placed token stays on its slot (it may flip), unless the
 * move's log says it was stolen from that seat.
 */
export function slotMoveViolations(before: GameState, after: GameState): string[] {
  const problems: string[] = [];
  const stolenFrom = new Set(
    after.log
      .slice(before.log.length)
      .flatMap((e) => (e.kind === 'token-stolen' && e.seat ? [e.seat] : [])),
  );
  for (const seat of before.seats) {
    const was = seat.epic?.slots ?? [];
    const now = after.seats.find((x) => x.id === seat.id)!.epic?.slots ?? [];
    const left = was.filter((t, i) => t !== null && now[i] === null).length;
    if (left > 0 && !stolenFrom.has(seat.id))
      problems.push(`EV-SLOT-4: ${left} token(s) left ${seat.id}'s slots without a theft`);
  }
  return problems;
}

/** EV-CHAR-8/10, §10: the Ally token and the cards laid before it. */
function allyViolations(s: GameState): string[] {
  const problems: string[] = [];
  const aellas = s.seats.find((seat) => seat.character === 'aellas');
  if (!aellas) {
    if (s.ally) problems.push('EV-CHAR-8: an Ally token in a game without Aellas');
    return problems;
  }
  if (!s.ally) problems.push('EV-CHAR-8: Aellas plays, but there is no Ally token');
  const holder = s.ally?.holder ?? null;
  if (holder !== null) {
    const seat = s.seats.find((x) => x.id === holder);
    if (!seat || seat === aellas) problems.push(`EV-CHAR-8: the Ally token is held by ${holder}`);
    // §10: a Faceless never bids for the Fell Knight's token.
    else if (aellas.id === 'fell' && seat.controller === 'faceless')
      problems.push(`§10: Faceless ${holder} holds the Ally token`);
  }
  for (const seat of s.seats)
    for (const card of seat.lasting)
      if (card.from !== undefined && (card.from !== aellas.id || seat === aellas))
        problems.push(`EV-CHAR-10: ${card.card} lies before ${seat.id} from ${card.from}`);
  return problems;
}

/**
 * Every move the engine offers is a well-formed Move: applyMove takes a legal move without asking
 * the move schema (api.ts), so a choice the schema would refuse must never be offered.
 */
export function illFormedLegalMoves(s: GameState): string[] {
  return legalMoves(s)
    .filter((move) => !v.is(moveSchema, move))
    .map((move) => `the legal move ${JSON.stringify(move)} fails the move schema`);
}
