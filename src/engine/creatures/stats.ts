import { DENIZENS } from '../content/cards';
import type { DenizenId, GameState } from '../types';
import { weepingMothersDiscarded } from './weepingMother';

export interface CreatureStats {
  combatValue: number;
  wounds: number;
  trophy: number;
}

/**
 * A Creature's Combat Value, Wounds and Trophy now. Combat Value and hits both read them here, so
 * a Weeping Mother's growth (EV-WEEP-7, EV-WEEP-28/29, Q-WEEP-2: +1 each per Weeping Mother card
 * in the discard pile) applies to both. The discard pile cannot change during a combat (cards are
 * discarded only at her defeat or at a reveal), so reading it now is reading it at combat start.
 */
export function creatureStats(s: GameState, card: DenizenId): CreatureStats {
  const printed = DENIZENS[card].creature!;
  const extra = printed.weepingMother ? weepingMothersDiscarded(s) : 0;
  return {
    combatValue: printed.combatValue + extra,
    wounds: printed.wounds + extra,
    trophy: printed.trophy,
  };
}
