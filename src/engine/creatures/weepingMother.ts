import { DENIZENS } from '../content/cards';
import { logEvent } from '../log';
import type { DenizenId, GameSetup, GameState, RegionId } from '../types';

/** The Weeping Mother (EV-WEEP): the module's Creature, one in play at a time. */

export const isWeepingMother = (card: DenizenId): boolean =>
  DENIZENS[card].creature?.weepingMother === true;

/**
 * EV-WEEP-2, EV-SAGA-WILD-1, Q-WEEP-3: her cards join the Denizen deck when the setup asks for
 * her, and always with The Wilderness Uprising (chosen by name, or in a scenario's Sagas).
 */
export function weepingMotherIncluded(setup: GameSetup): boolean {
  const chosen = Array.isArray(setup.sagas) ? setup.sagas : [];
  return (
    setup.weepingMother === true ||
    chosen.includes('wilderness') ||
    (setup.scenario?.sagas ?? []).some((saga) => saga.id === 'wilderness')
  );
}

/** Q-WEEP-2: D, the Weeping Mother cards in the Denizen discard pile. */
export const weepingMothersDiscarded = (s: GameState): number =>
  s.denizenDiscard.filter(isWeepingMother).length;

/**
 * EV-WEEP-6: a Weeping Mother card revealed while another is in play is discarded (and so makes
 * the one in play stronger, EV-WEEP-7). Returns whether the card was turned away.
 */
export function turnedAway(s: GameState, card: DenizenId): boolean {
  if (!isWeepingMother(card) || !s.creatures.some((c) => isWeepingMother(c.card))) return false;
  s.denizenDiscard.push(card);
  logEvent(s, null, 'creature-discarded', { creature: card });
  return true;
}

/** EV-WEEP-5 (Q-WEEP-6 too): she destroys every Power token in the region she appears in. */
export function destroysPower(s: GameState, card: DenizenId, region: RegionId): void {
  const power = s.regions[region].power;
  if (!isWeepingMother(card) || power === 0) return;
  s.regions[region].power = 0;
  s.supply.power += power;
  logEvent(s, null, 'power-destroyed', { region, count: power });
}
