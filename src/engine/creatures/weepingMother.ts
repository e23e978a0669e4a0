import { logEvent } from '../log';
import type { RuleModule } from '../ruleHooks/hooks';
import type { DenizenId, GameState, RegionId, Scenario } from '../types';
import { runSequel, sequelTo } from './sequel';
import { mutRegion } from '../draft';

/** The Weeping Mother (EV-WEEP): the module's Creature, one in play at a time. */

const isWeepingMother = (s: GameState, card: DenizenId): boolean =>
  s.content.denizens[card].creature?.weepingMother === true;

/** Q-WEEP-2: D, the Weeping Mother cards in the Denizen discard pile. */
const weepingMothersDiscarded = (s: GameState): number =>
  s.denizenDiscard.filter((card) => isWeepingMother(s, card)).length;

/**
 * EV-WEEP-6: a Weeping Mother card revealed while another is in play is discarded (and so makes
 * the one in play stronger, EV-WEEP-7). Returns whether the card was turned away.
 */
function turnedAway(s: GameState, card: DenizenId): boolean {
  if (!isWeepingMother(s, card) || !s.creatures.some((c) => isWeepingMother(s, c.card)))
    return false;
  s.denizenDiscard.push(card);
  logEvent(s, { kind: 'creature-discarded', seat: null, creature: card });
  return true;
}

/** EV-WEEP-5 (Q-WEEP-6 too): she destroys every Power token in the region she appears in. */
function destroysPower(s: GameState, card: DenizenId, region: RegionId): void {
  const power = s.regions[region].power;
  if (!isWeepingMother(s, card) || power === 0) return;
  mutRegion(s, region).power = 0;
  s.supply.power += power;
  logEvent(s, { kind: 'power-destroyed', seat: null, region, count: power });
}

/** EV-WEEP-4/25: one miniature; a second Weeping Mother card revealed is discarded (EV-WEEP-6). */
function oneOnTheMap(s: GameState, _sc: Scenario, problems: string[]): void {
  if (s.creatures.filter((c) => isWeepingMother(s, c.card)).length > 1)
    problems.push('creatures: one Weeping Mother at most is on the map (EV-WEEP-4, EV-WEEP-6)');
}

/** The Weeping Mother as the base rules meet her: while her cards are in the game (EV-WEEP-2). */
export const weepingMother = {
  id: 'weeping-mother',
  active: (s) => s.options.weepingMother,
  // EV-WEEP-7, EV-WEEP-28/29, Q-WEEP-2: +1 Combat Value and Wound per card in the discard pile.
  // The pile cannot change during a combat (cards are discarded only at her defeat or at a
  // reveal), so reading it now is reading it at combat start.
  creatureGrowth: (s, card) => (isWeepingMother(s, card) ? weepingMothersDiscarded(s) : 0),
  turnsAwayCreature: turnedAway,
  creatureArrived: destroysPower,
  combatSequence: (s, _attacker, defender) =>
    defender.kind === 'creature' && isWeepingMother(s, defender.card),
  sequel: sequelTo,
  frames: { sequel: runSequel },
  scenario: oneOnTheMap,
  // EV-WEEP-2, Q-WEEP-3: her cards are in the game only when the setup asks for them.
  scenarioCard: (s, card) =>
    isWeepingMother(s, card) && !s.options.weepingMother
      ? `${card} is in the game only with weepingMother: true or The Wilderness Uprising (EV-WEEP-2, Q-WEEP-3)`
      : null,
} satisfies RuleModule;
