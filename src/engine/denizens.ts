import { controllerOf } from './board';
import { DENIZENS } from './content/cards';
import { REGION_IDS } from './content/ids';
import { destroysPower, turnedAway } from './creatures/weepingMother';
import { logEvent } from './log';
import { pickRandom, randomInt } from './rng';
import type { GameState, RegionId } from './types';

/**
 * RB-39a: fill empty lineup slots left to right. A Creature card takes no slot: it goes beside the
 * lineup with a random Region card from the deck under it, its miniature enters that region, and
 * the next card is revealed. If the deck runs out the lineup stays short.
 */
export function revealDenizens(s: GameState): void {
  for (let slot = 0; slot < s.lineup.length; slot++) {
    while (s.lineup[slot] === null && s.denizenDeck.length > 0) {
      const card = s.denizenDeck.shift()!;
      if (DENIZENS[card].creature) enterCreature(s, card);
      else s.lineup[slot] = card;
    }
  }
}

export function enterCreature(s: GameState, card: (typeof s.creatures)[number]['card']): void {
  if (turnedAway(s, card)) return;
  let region: RegionId;
  let regionCard: RegionId | null = null;
  if (s.regionDeck.length > 0) {
    regionCard = s.regionDeck.splice(randomInt(s, s.regionDeck.length), 1)[0];
    region = regionCard;
  } else {
    region = regionWithMostPower(s);
  }
  s.creatures.push({ card, region, wounds: 0, regionCard });
  logEvent(s, null, 'creature-appeared', { creature: card, region });
  destroysPower(s, card, region);
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
