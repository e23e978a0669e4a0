import { seatOf, unitsIn } from './board';
import { creatureStats } from './denizens';
import { dragonTrackValue } from './hits';
import { eachOf, forEachHook, targetKind } from './ruleHooks/apply';
import type { AddPart, CombatContext, CvPart } from './ruleHooks/hooks';
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
 * Value goes through here so the module's rules can join in one place (docs/architecture.md §6).
 * `parts`, when given, receives each modifier that is not 0, in the order they apply.
 */
export function combatValue(s: GameState, t: Target, ctx: CombatContext, parts?: CvPart[]): number {
  // The count the modules' hooks add to. Its `add` is a method, not a closure bound to a name:
  // tsx, which runs the bench and the scripts, names such a closure anew on every call (about
  // 0.7 µs, and this runs several times a move).
  const count = {
    cv: 0,
    add(source: string, value: number): void {
      count.cv += value;
      if (parts && value !== 0) parts.push({ source, value });
    },
  };
  const add: AddPart = count.add;
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
  eachOf(s, 'combatValue', t, ctx, add);
  // Each cap sees the value as the caps before it left it.
  forEachHook(s, 'combatLimit', (rule) => rule(s, t, ctx, count.cv, add));
  return Math.max(0, count.cv);
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
