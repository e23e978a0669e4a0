import { isGeneral, seatOf, unitsIn } from './board';
import { DENIZENS } from './content/cards';
import { DIALS } from './content/dials';
import { creatureStats } from './creatures/stats';
import { dialOf, nullDialsIn } from './dials';
import { fellKnightCombatBonus } from './fell/knight';
import { sagasInPlay } from './sagas/registry';
import { BONDED_GENERAL_CV } from './content/numbers';
import { dragonTrackValue } from './hits';
import type { GameState, Target } from './types';

export interface CombatContext {
  attacking: boolean;
  /** One-shot bonuses already claimed for this combat (Battle Hymn, Fury). */
  bonus: number;
  /** Who it fights, when known (the Null cap, EV-SAGA-NULL-5, depends on it). */
  opponent?: Target;
}

/**
 * RB-30: the number of dice a side rolls, recounted before every roll. Every modifier to Combat
 * Value goes through here so the module's rules can join in one place (architecture.md §6).
 */
export function combatValue(s: GameState, t: Target, ctx: CombatContext): number {
  let cv = ctx.bonus;
  switch (t.kind) {
    case 'force': {
      cv += unitsIn(s, t.region, t.side);
      if (t.side !== 'neutral') {
        const seat = seatOf(s, t.side);
        if (seat.location === t.region) cv += 1;
        cv += denizenCombatBonus(s, t, ctx.attacking);
        // §10 bonded ability: a bonded General's force in its Dragon's region has +2 CV.
        if (isGeneral(seat) && seat.bondedTo && seatOf(s, seat.bondedTo).location === t.region)
          cv += BONDED_GENERAL_CV;
      }
      break;
    }
    case 'dragon':
      cv += dragonTrackValue(s, t.seat) + fellKnightCombatBonus(s, t);
      break;
    case 'creature':
      cv += creatureStats(s, t.card).combatValue;
      break;
    case 'dial':
      cv += DIALS[dialOf(s, t.id).kind].combatValue;
      break;
    case 'null':
      for (const dial of nullDialsIn(s, t.region)) cv += DIALS[dial.kind].combatValue;
      break;
  }
  // Saga ∞ rules adjust the value last, in setup order (EV-PREC-6, Q-PREC-1).
  for (const saga of sagasInPlay(s)) if (saga.combatValue) cv = saga.combatValue(s, t, ctx, cv);
  // Q-PREC-3: a limit beats every gain, whatever the setup order.
  for (const saga of sagasInPlay(s)) if (saga.combatLimit) cv = saga.combatLimit(s, t, ctx, cv);
  return Math.max(0, cv);
}

function denizenCombatBonus(
  s: GameState,
  t: Extract<Target, { kind: 'force' }>,
  attacking: boolean,
): number {
  if (t.side === 'neutral') return 0;
  let bonus = 0;
  for (const id of seatOf(s, t.side).denizens) {
    const b = DENIZENS[id].bonus;
    if (b?.kind === 'homeland-cv' && DENIZENS[id].homeland === t.region) bonus += b.amount;
    if (b?.kind === 'attack-cv' && attacking) bonus += b.amount;
  }
  return bonus;
}
