import { seatOf, unitsIn } from './board';
import { creatureStats } from './denizens';
import { dragonTrackValue } from './hits';
import { forEachHook, targetKind } from './rules/apply';
import type { AddPart, CombatContext, CvPart } from './rules/hooks';
import type { CombatFrame, GameState, Target } from './types';

export type { CombatContext, CvPart };

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
  const add: AddPart = (source, value) => {
    cv += value;
    if (parts && value !== 0) parts.push({ source, value });
  };
  add('Lasting Vaala cards', ctx.bonus);
  add('Stage effect', ctx.stageBonus ?? 0);
  switch (t.kind) {
    case 'force': {
      add('Units', unitsIn(s, t.region, t.side));
      if (t.side !== 'neutral') {
        if (seatOf(s, t.side).location === t.region) add('General', 1);
        add('Denizens', denizenCombatBonus(s, t, ctx.attacking));
      }
      break;
    }
    case 'dragon':
      add('Wound track', dragonTrackValue(s, t.seat));
      break;
    case 'creature':
      add('Creature', creatureStats(s, t.card).combatValue);
      break;
    case 'dial':
    case 'null':
      targetKind(t.kind).combatValue(s, t, add);
      break;
  }
  // The modules' modifiers come last, in precedence order (EV-PREC-6, Q-PREC-1); then Q-PREC-3:
  // a limit beats every gain, whatever the setup order.
  forEachHook(s, 'combatValue', (rule) => rule(s, t, ctx, add));
  forEachHook(s, 'combatLimit', (rule) => rule(s, t, ctx, cv, add));
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
    const b = s.content.denizens[id].bonus;
    if (b?.kind === 'homeland-cv' && s.content.denizens[id].homeland === t.region)
      bonus += b.amount;
    if (b?.kind === 'attack-cv' && attacking) bonus += b.amount;
  }
  return bonus;
}
