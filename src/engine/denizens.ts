import { controllerOf } from './board';
import { REGION_IDS } from './content/ids';
import { logEvent } from './log';
import { pickRandom, randomInt } from './rng';
import { anyOf, eachOf, sumOf } from './ruleHooks/apply';
import type { DenizenId, GameState, RegionId } from './types';

interface CreatureStats {
  combatValue: number;
  wounds: number;
  trophy: number;
}

/**
 * A Creature's Combat Value, Wounds and Trophy now: printed, grown by a module's rule (EV-WEEP-7).
 * Combat Value and hits both read them here, so the growth applies to both.
 */
export function creatureStats(s: GameState, card: DenizenId): CreatureStats {
  const printed = s.content.denizens[card].creature!;
  const growth = sumOf(s, 'creatureGrowth', card);
  return {
    combatValue: printed.combatValue + growth,
    wounds: printed.wounds + growth,
    trophy: printed.trophy,
  };
}

/**
 * RB-39a: fill empty lineup slots left to right. A Creature card takes no slot: it goes beside the
 * lineup with a random Region card from the deck under it, its miniature enters that region, and
 * the next card is revealed. If the deck runs out the lineup stays short.
 */
export function revealDenizens(s: GameState): void {
  for (let slot = 0; slot < s.lineup.length; slot++) {
    while (s.lineup[slot] === null && s.denizenDeck.length > 0) {
      const card = s.denizenDeck.shift()!;
      if (s.content.denizens[card].creature) enterCreature(s, card);
      else s.lineup[slot] = card;
    }
  }
}

export function enterCreature(s: GameState, card: DenizenId): void {
  // EV-WEEP-6: a card a module turns away never comes into play.
  if (anyOf(s, 'turnsAwayCreature', card)) return;
  let region: RegionId;
  let regionCard: RegionId | null = null;
  if (s.regionDeck.length > 0) {
    regionCard = s.regionDeck.splice(randomInt(s, s.regionDeck.length), 1)[0];
    region = regionCard;
  } else {
    region = regionWithMostPower(s);
  }
  s.creatures.push({ card, region, wounds: 0, regionCard });
  logEvent(s, { kind: 'creature-appeared', seat: null, creature: card, region });
  eachOf(s, 'creatureArrived', card, region);
}

/** With no Region card left: the controlled region with the most Power tokens, random among ties. */
function regionWithMostPower(s: GameState): RegionId {
  const controlled = REGION_IDS.filter((r) => controllerOf(s, r) !== null);
  const pool = controlled.length > 0 ? controlled : [...REGION_IDS];
  const most = Math.max(...pool.map((r) => s.regions[r].power));
  return pickRandom(
    s,
    pool.filter((r) => s.regions[r].power === most),
  );
}

/** A defeated Creature's card goes to the discard, its Region card back into the deck. */
export function removeCreature(s: GameState, card: (typeof s.creatures)[number]['card']): void {
  const index = s.creatures.findIndex((c) => c.card === card);
  const [creature] = s.creatures.splice(index, 1);
  s.denizenDiscard.push(creature.card);
  if (creature.regionCard) s.regionDeck.push(creature.regionCard);
}
