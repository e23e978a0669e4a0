import { isGeneral, seatOf, unitsIn } from './board';
import { DENIZENS } from './content/cards';
import { DIALS } from './content/dials';
import { creatureStats } from './creatures/stats';
import { dialOf, nullDialsIn } from './dials';
import { SAGAS } from './content/sagas';
import { assaultSlotBonus } from './epic/generalBoard';
import { fellKnightCombatBonus } from './fell/knight';
import { sagaModule } from './sagas/registry';
import { BONDED_GENERAL_CV } from './content/numbers';
import { dragonTrackValue } from './hits';
import type { CombatFrame, GameState, Glyph, Target } from './types';

export interface CombatContext {
  attacking: boolean;
  /** One-shot bonuses already claimed for this combat (Battle Hymn, Fury). */
  bonus: number;
  /** A Stage's own bonus to the attacker it sends (EV-SAGA-NULL-14). */
  stageBonus?: number;
  /** Who it fights, when known (the Null cap, EV-SAGA-NULL-5, depends on it). */
  opponent?: Target;
  /** The Glyph that started the combat (EV-EGEN-8: the Epic Assault slot counts only for Assault). */
  glyph?: Glyph | null;
}

/** One contribution to a Combat Value: where it comes from and what it adds (a cap subtracts). */
export interface CvPart {
  source: string;
  value: number;
}

/** A part as the log and the combat panel show it: "Units +3", "Vestiges of the Null -2". */
export const partLine = (p: CvPart) => `${p.source} ${p.value > 0 ? '+' : ''}${p.value}`;

/** What a combat's attacker counts (RB-30): its claimed bonuses, its opponent and its Glyph. */
export const attackerContext = (f: CombatFrame): CombatContext => ({
  attacking: true,
  bonus: f.attackerBonus,
  stageBonus: f.stageBonus,
  opponent: f.defender,
  glyph: f.glyph,
});

export const defenderContext = (f: CombatFrame): CombatContext => ({
  attacking: false,
  bonus: f.defenderBonus,
  opponent: f.attacker,
});

/**
 * RB-30: the number of dice a side rolls, recounted before every roll. Every modifier to Combat
 * Value goes through here so the module's rules can join in one place (architecture.md §6).
 * `parts`, when given, receives each modifier that is not 0, in the order they apply.
 */
export function combatValue(s: GameState, t: Target, ctx: CombatContext, parts?: CvPart[]): number {
  let cv = 0;
  const add = (source: string, value: number) => {
    cv += value;
    if (parts && value !== 0) parts.push({ source, value });
  };
  add('Lasting Vaala cards', ctx.bonus);
  add('Stage effect', ctx.stageBonus ?? 0);
  switch (t.kind) {
    case 'force': {
      add('Units', unitsIn(s, t.region, t.side));
      if (t.side !== 'neutral') {
        const seat = seatOf(s, t.side);
        if (seat.location === t.region) add('General', 1);
        add('Denizens', denizenCombatBonus(s, t, ctx.attacking));
        // §10 bonded ability: a bonded General's force in its Dragon's region has +2 CV.
        if (isGeneral(seat) && seat.bondedTo && seatOf(s, seat.bondedTo).location === t.region)
          add('Bonded Dragon nearby', BONDED_GENERAL_CV);
        // EV-EGEN-8/9: only the General's own Assault Glyph.
        if (ctx.attacking && ctx.glyph === 'assault') add('Assault slot', assaultSlotBonus(seat));
      }
      break;
    }
    case 'dragon':
      add('Wound track', dragonTrackValue(s, t.seat));
      add('Fell Knight without an Ally', fellKnightCombatBonus(s, t));
      break;
    case 'creature':
      add('Creature', creatureStats(s, t.card).combatValue);
      break;
    case 'dial':
      add('Dial', DIALS[dialOf(s, t.id).kind].combatValue);
      break;
    case 'null':
      for (const dial of nullDialsIn(s, t.region)) add('Null dial', DIALS[dial.kind].combatValue);
      break;
  }
  // Saga ∞ rules adjust the value last, in setup order (EV-PREC-6, Q-PREC-1); then Q-PREC-3:
  // a limit beats every gain, whatever the setup order.
  for (const adjust of ['combatValue', 'combatLimit'] as const) {
    for (const saga of s.sagas) {
      const rule = sagaModule(saga.id)[adjust];
      if (rule) add(SAGAS[saga.id].name, rule(s, t, ctx, cv) - cv);
    }
  }
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
