import { revealDenizens } from '../denizens';
import { eachInstalled } from '../ruleHooks/apply';
import { shuffle } from '../rng';
import type { DenizenId, GameState, Scenario } from '../types';

/**
 * A scenario's Denizen cards (docs/scenarios.md): the lineup, the Creatures on the map, the held
 * Denizens, the discard pile and the deck. Each card lies in one place only (RB-23, RB-39a).
 * `dealt` holds the Region cards already in hands or on the stack (a Creature's card cannot be).
 */
export function layDenizens(
  s: GameState,
  sc: Scenario,
  dealt: Set<string>,
  problems: string[],
): void {
  const used = new Set<string>();
  const claim = (id: DenizenId, where: string) => {
    if (used.has(id)) problems.push(`${where}: ${id} is already elsewhere`);
    used.add(id);
    eachInstalled((m) => {
      const absent = m.scenarioCard!(s, id);
      if (absent) problems.push(`${where}: ${absent}`);
    }, 'scenarioCard');
  };

  for (const seat of s.seats) {
    for (const d of seat.denizens) {
      claim(d, `seats.${seat.id}.denizens`);
      if (s.content.denizens[d].creature)
        problems.push(`seats.${seat.id}.denizens: ${d} is a Creature, never held (RB-23)`);
    }
  }
  placeCreatures(s, sc, dealt, claim, problems);
  (sc.lineup ?? []).forEach((d, i) => {
    if (d === null) return;
    claim(d, 'lineup');
    if (s.content.denizens[d].creature)
      problems.push(`lineup: ${d} is a Creature and takes no slot (RB-39a)`);
    s.lineup[i] = d;
  });
  for (const d of sc.denizenDiscard ?? []) claim(d, 'denizenDiscard');
  s.denizenDiscard = [...(sc.denizenDiscard ?? [])];
  for (const d of sc.denizenDeck ?? []) claim(d, 'denizenDeck');
  if (sc.denizenDeck) {
    // Only these cards, in this order; the others are out of the game, as with the Event deck.
    s.denizenDeck = [...sc.denizenDeck];
    if (!sc.lineup) fillLineupFromTop(s);
    return;
  }
  s.denizenDeck = shuffle(
    s,
    s.denizenDeck.filter((d) => !used.has(d)),
  );
  if (!sc.lineup) {
    // The map holds only the Creatures a scenario lists, as regions not listed start empty: the
    // lineup it reveals passes over Creature cards (otherwise, with no Region deck built yet, they
    // would all land in the richest controlled region). They stay in the deck for Clean-up (RB-39a).
    const creatureCards = s.denizenDeck.filter((d) => s.content.denizens[d].creature);
    s.denizenDeck = s.denizenDeck.filter((d) => !s.content.denizens[d].creature);
    revealDenizens(s);
    s.denizenDeck = shuffle(s, [...s.denizenDeck, ...creatureCards]);
  }
}

/** The Creatures on the map, with the Region card under each, if any (RB-39a, EV-WEEP-3). */
function placeCreatures(
  s: GameState,
  sc: Scenario,
  dealt: Set<string>,
  claim: (id: DenizenId, where: string) => void,
  problems: string[],
): void {
  (sc.creatures ?? []).forEach((c, i) => {
    const where = `creatures.${i}`;
    claim(c.card, 'creatures');
    if (!s.content.denizens[c.card].creature) {
      problems.push(`creatures: ${c.card} is not a Creature`);
      return;
    }
    const regionCard = c.regionCard ?? null;
    if (regionCard !== null && regionCard !== c.region)
      problems.push(
        `${where}.regionCard: the Region card under a Creature is the one of its region, ${c.region} (RB-39a)`,
      );
    if (regionCard !== null && dealt.has(regionCard))
      problems.push(`${where}.regionCard: region:${regionCard} is also in a hand or on the stack`);
    s.creatures.push({ card: c.card, region: c.region, wounds: c.wounds ?? 0, regionCard });
  });
}

/** RB-39a for a scenario's own deck: the slots fill left to right, passing over Creature cards. */
function fillLineupFromTop(s: GameState): void {
  for (let slot = 0; slot < s.lineup.length; slot++) {
    const next = s.denizenDeck.findIndex((d) => !s.content.denizens[d].creature);
    if (next < 0) return;
    s.lineup[slot] = s.denizenDeck.splice(next, 1)[0];
  }
}
