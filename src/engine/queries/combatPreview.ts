import { lastingBonus } from '../combat';
import {
  attackerContext,
  combatValue,
  defenderContext,
  type CombatContext,
  type CvPart,
} from '../combatValue';
import { attackerFrom } from '../glyphs/attack';
import { seatBehind } from '../targets';
import type {
  Choice,
  CombatFrame,
  Decision,
  Frame,
  GameState,
  Glyph,
  SeatId,
  Target,
} from '../types';

/**
 * What each side of a combat would roll now (RB-30), for the decisions that hinge on it: the
 * defender's and the attacker's choices during a combat (RB-31, RB-34) and the choice of what to
 * attack (RB-21, RB-25, EV-WEEP-19, EV-ASSAULT-8). The combat panel and `npm run scenario --
 * --pending` read it here, so no one recounts a Combat Value outside the engine.
 */

/** One side of a combat: its Combat Value and each modifier in it. */
export interface SideValue {
  target: Target;
  /** The player behind the side; null for neutral and Null forces, dials and Creatures. */
  seat: SeatId | null;
  combatValue: number;
  /** Every modifier that is not 0, in the order the rules apply them; a cap shows as negative. */
  parts: CvPart[];
}

export interface CombatPreview {
  /** The target option this previews; null for the combat under way. */
  option: Choice | null;
  attacker: SideValue;
  defender: SideValue;
}

export function combatValueParts(s: GameState, target: Target, ctx: CombatContext): SideValue {
  const parts: CvPart[] = [];
  const value = combatValue(s, target, ctx, parts);
  return { target, seat: seatBehind(target), combatValue: value, parts };
}

/** Who would attack each target option of the pending decision, as startCombat will count it. */
interface PendingAttack {
  attacker: (option: Extract<Choice, { kind: 'target' }>) => Target;
  /** A Stage's own bonus (EV-SAGA-NULL-14); lasting Vaala cards are added per side. */
  bonus: number;
  glyph: Glyph | null;
}

function pendingAttack(d: Decision, top: Frame | undefined, s: GameState): PendingAttack | null {
  if (top?.kind === 'glyph' && (top.glyph === 'assault' || top.glyph === 'wrath'))
    return { attacker: (o) => attackerFrom(s, top.seat, o.from), bonus: 0, glyph: top.glyph };
  if (top?.kind === 'sequel') return { attacker: () => top.attacker, bonus: 0, glyph: top.glyph };
  if (top?.kind === 'saga-attack' && d.kind === 'saga-target')
    return { attacker: () => top.attacker, bonus: top.bonus, glyph: null };
  return null;
}

/**
 * The combat a decision is taken in: the defender's and the attacker's choices (RB-31, RB-34), and
 * a bonded General's before the first roll (EV-DDIAL-5/16), asked from a frame just above it.
 */
function combatUnderWay(s: GameState, d: Decision): CombatFrame | null {
  const top = s.frames[s.frames.length - 1];
  if (top?.kind === 'combat') return d.kind === 'defend' || d.kind === 'press-on' ? top : null;
  const below = s.frames[s.frames.length - 2];
  const beforeRoll = top?.kind === 'saga' && top.trigger === 'combat';
  return beforeRoll && below?.kind === 'combat' ? below : null;
}

/** The combats the pending decision is about; empty when it is about none. */
export function combatPreview(s: GameState): CombatPreview[] {
  const d = s.pending;
  if (!d || s.result) return [];
  const top = s.frames[s.frames.length - 1];
  const combat = combatUnderWay(s, d);
  if (combat) {
    return [
      {
        option: null,
        attacker: combatValueParts(s, combat.attacker, attackerContext(combat)),
        defender: combatValueParts(s, combat.defender, defenderContext(combat)),
      },
    ];
  }
  const attack = pendingAttack(d, top, s);
  if (!attack) return [];
  return d.options.flatMap((option): CombatPreview[] => {
    if (option.kind !== 'target') return [];
    const attacker = attack.attacker(option);
    const defender = option.target;
    // As startCombat counts them: each side claims its unused lasting cards (RB-28a).
    const attackerCtx: CombatContext = {
      attacking: true,
      bonus: lastingBonus(s, seatBehind(attacker)),
      stageBonus: attack.bonus,
      opponent: defender,
      glyph: attack.glyph,
    };
    const defenderCtx: CombatContext = {
      attacking: false,
      bonus: lastingBonus(s, seatBehind(defender)),
      opponent: attacker,
    };
    return [
      {
        option,
        attacker: combatValueParts(s, attacker, attackerCtx),
        defender: combatValueParts(s, defender, defenderCtx),
      },
    ];
  });
}
