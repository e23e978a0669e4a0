import {
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  DRAGON_VAALA,
  GENERAL_ACTION_CARDS,
  EVENT_IDS,
  GENERAL_VAALA,
  REGION_IDS,
} from '../../src/engine/content/ids';
import {
  CITY_TOKENS,
  DRAGON_WOUND_TRACK,
  MAX_UNITS_PER_REGION,
  NEUTRAL_UNITS,
  POWER_TOKENS,
  UNITS_PER_GENERAL,
} from '../../src/engine/content/numbers';
import type { GameState, SideId } from '../../src/engine';

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

  // RB-3: 50 Power tokens between the supply, the regions and the boards (unspent + spent).
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
    const expected = side === 'neutral' ? NEUTRAL_UNITS : UNITS_PER_GENERAL;
    if (total !== expected) problems.push(`RB-3: ${total} ${side} Units in play, not ${expected}`);
  }
  for (const side of Object.keys(s.supply.units))
    if (!sides.includes(side as SideId)) problems.push(`supply holds Units of ${side}, not a side`);

  for (const r of REGION_IDS) {
    const present = Object.entries(s.regions[r].units) as [SideId, number][];
    for (const [side, n] of present) {
      negative(`regions.${r}.units.${side}`, n);
      if (n > MAX_UNITS_PER_REGION) problems.push(`RB-19a: ${n} ${side} Units in ${r}`);
      if (!sides.includes(side)) problems.push(`regions.${r} holds Units of ${side}, not a side`);
    }
    const standing = present.filter(([, n]) => n > 0).map(([side]) => side);
    if (standing.length > 1) problems.push(`RB-7a: ${standing.join(' and ')} share ${r}`);
  }

  // RB-3: 12 city tokens between the supply and the map.
  negative('supply.cities', s.supply.cities);
  const cities = s.supply.cities + REGION_IDS.filter((r) => s.regions[r].city).length;
  if (cities !== CITY_TOKENS) problems.push(`RB-3: ${cities} city tokens, not 12`);

  // RB-37, RB-37a: a full track heals at once, so a Dragon never holds 6 wounds between steps.
  for (const seat of s.seats) {
    negative(`${seat.id}.wounds`, seat.wounds);
    if (seat.role === 'dragon' && seat.wounds >= DRAGON_WOUND_TRACK.length)
      problems.push(`RB-37a: ${seat.id} holds ${seat.wounds} wounds`);
  }
  for (const c of s.creatures) negative(`creature ${c.card} wounds`, c.wounds);

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
  once('Denizen', DENIZEN_IDS, [
    ...s.denizenDeck,
    ...s.lineup.filter((d) => d !== null),
    ...s.denizenDiscard,
    ...s.creatures.map((c) => c.card),
    ...s.seats.flatMap((seat) => seat.denizens),
  ]);
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
    once(`${seat.id} Vaala`, seat.role === 'general' ? GENERAL_VAALA : DRAGON_VAALA, [
      ...seat.vaalaHand,
      ...seat.vaalaDeck,
      ...seat.vaalaDiscard,
      ...seat.lasting.map((l) => l.card),
    ]);
  }
  return problems;
}
