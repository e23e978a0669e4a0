import { startCombat } from '../combat';
import { ask, pop } from '../frames';
import { targetExists } from '../hits';
import { targetsIn } from '../targets';
import type { Choice, CombatFrame, GameState, SequelFrame } from '../types';

/**
 * EV-WEEP-19/20: a player who fights a Weeping Mother fights every enemy in her region, one combat
 * after another, until none is left or the attacker retreats (or falls). Saga-caused attackers
 * already fight a whole region (EV-ASSAULT-4), so only a player's attack goes on here. A combat
 * that left both sides standing (both at Combat Value 0) ends the sequence.
 */
export function sequelTo(s: GameState, f: CombatFrame): SequelFrame | null {
  const seat = f.attackerSeat;
  if (!f.sequence || seat === null) return null;
  if (f.attackerFate !== 'standing' || f.defenderFate === 'standing') return null;
  if (targetsIn(s, f.battleground, seat).length === 0) return null;
  return {
    kind: 'sequel',
    seat,
    attacker: f.attacker,
    origin: f.origin,
    region: f.battleground,
    glyph: f.glyph,
  };
}

/** Q-WEEP-8: the attacker chooses which enemy comes next (a Faceless at random, RB-44c). */
export function runSequel(s: GameState, f: SequelFrame, answer?: Choice): void {
  if (answer?.kind === 'target') {
    pop(s);
    startCombat(s, f.attacker, answer.target, f.origin, f.glyph, 0, true);
    return;
  }
  const enemies = targetsIn(s, f.region, f.seat);
  if (enemies.length === 0 || !targetExists(s, f.attacker)) {
    pop(s);
    return;
  }
  const options = enemies.map((target): Choice => ({ kind: 'target', from: f.origin, target }));
  ask(s, f.seat, f.glyph === 'wrath' ? 'wrath' : 'assault', 'EV-WEEP-19', options);
  if (s.pending!.automaton) s.pending!.policy = 'random';
}
