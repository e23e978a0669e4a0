import { controllerOf, isGeneral, seatOf } from '../board';
import { REGION_IDS } from '../content/ids';
import { revealDenizens } from '../denizens';
import { logEvent } from '../log';
import { shuffle } from '../rng';
import { anyOf, eachOf } from '../ruleHooks/apply';
import type { CardId, GameState, RegionId } from '../types';
import { regionOfCard } from '../cardFacts';
import { mutCreature, mutSeat } from '../draft';

/** RB-38: Clean-up runs Vaala, Action cards, Region cards, then the Denizen lineup. */
export function cleanUp(s: GameState): void {
  discardLastingVaala(s);
  returnStack(s);
  redealRegionCards(s);
  refreshLineup(s);
  logEvent(s, { kind: 'cleanup', seat: null });
}

function discardLastingVaala(s: GameState): void {
  for (const { id, lasting } of s.seats) {
    if (lasting.length === 0) continue;
    // EV-CHAR-12: a card Aellas laid before his Ally goes back to Aellas's discard pile.
    for (const card of lasting) mutSeat(s, card.from ?? id).vaalaDiscard.push(card.card);
    mutSeat(s, id).lasting = [];
  }
}

function returnStack(s: GameState): void {
  for (const card of s.stack) {
    if (card.kind === 'event') s.eventDiscard.push(card.event);
    else if (card.kind === 'action' && regionOfCard(card.card) === null)
      mutSeat(s, card.seat).hand.push(card.card);
  }
}

/** RB-38a: Region cards go back to the deck (or under a Creature), then controllers take theirs. */
function redealRegionCards(s: GameState): void {
  const loose: RegionId[] = [];
  for (const card of s.stack)
    if (card.kind === 'action' && regionOfCard(card.card)) loose.push(regionOfCard(card.card)!);
  for (const { id, hand } of s.seats) {
    if (!hand.some((card) => regionOfCard(card))) continue;
    mutSeat(s, id).hand = hand.filter((card) => {
      const region = regionOfCard(card);
      if (region) loose.push(region);
      return region === null;
    });
  }
  for (const region of loose) {
    const creature = s.creatures.find((c) => c.region === region && c.regionCard === null);
    if (creature) mutCreature(s, creature.card).regionCard = region;
    else s.regionDeck.push(region);
  }
  s.stack = [];
  for (const region of REGION_IDS) {
    const controller = controllerOf(s, region);
    if (controller === null) continue;
    const seat = seatOf(s, controller);
    if (!isGeneral(seat)) continue;
    const inDeck = s.regionDeck.indexOf(region);
    if (inDeck >= 0) {
      s.regionDeck.splice(inDeck, 1);
      mutSeat(s, controller).hand.push(`region:${region}` as CardId);
      continue;
    }
    // The Region card under a Creature is claimed only by a human General (EV-WEEP reading, docs/rulings.md).
    const creature = s.creatures.find((c) => c.regionCard === region);
    if (creature && seat.controller === 'human') {
      mutCreature(s, creature.card).regionCard = null;
      mutSeat(s, controller).hand.push(`region:${region}` as CardId);
    }
  }
  shuffle(s, s.regionDeck);
}

/** RB-39a: lineup cards go back, the deck is shuffled, slots fill left to right. */
function refreshLineup(s: GameState): void {
  // EV-SAGA-RELIC-2/10: a Saga may keep cards in their slots; the gaps are filled.
  s.lineup = s.lineup.map((denizen) => {
    if (denizen === null || s.content.denizens[denizen].creature) return null;
    if (anyOf(s, 'keepsLineupCard', denizen)) return denizen;
    s.denizenDeck.push(denizen);
    return null;
  });
  while (s.lineup.length < s.content.numbers.lineupSlots) s.lineup.push(null);
  shuffle(s, s.denizenDeck);
  revealDenizens(s);
  eachOf(s, 'afterLineup');
}
