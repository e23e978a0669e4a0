import { seatOf } from '../board';
import { startCombat } from '../combat';
import { ask, pop } from '../frames';
import { assaultOptions, wrathOptions } from '../targets';
import type { Choice, GameState, GlyphFrame, Target } from '../types';

function attack(
  s: GameState,
  f: GlyphFrame,
  answer: Choice | undefined,
  options: () => Choice[],
): void {
  if (answer?.kind === 'target') {
    const attacker: Target =
      seatOf(s, f.seat).role === 'dragon'
        ? { kind: 'dragon', seat: f.seat }
        : { kind: 'force', side: f.seat, region: answer.from };
    pop(s);
    startCombat(s, attacker, answer.target, answer.from, f.glyph);
    return;
  }
  const targets = answer ? [] : options();
  if (targets.length === 0) {
    pop(s);
    return;
  }
  // RB-16 lets a human skip; RB-44b lets a Faceless decline when no target is weaker than it.
  ask(
    s,
    f.seat,
    f.glyph === 'wrath' ? 'wrath' : 'assault',
    f.glyph === 'wrath' ? 'RB-25' : 'RB-21',
    [...targets, { kind: 'done' }],
    {
      card: f.card,
      glyph: f.glyph,
    },
  );
}

/** RB-21: an Assault from a region with your Units against a target there or adjacent. */
export function runAssault(s: GameState, f: GlyphFrame, answer?: Choice): void {
  attack(s, f, answer, () => assaultOptions(s, f.seat));
}

/** RB-25: a Wrath against a target in, adjacent to, or connected by sea to the Dragon's region. */
export function runWrath(s: GameState, f: GlyphFrame, answer?: Choice): void {
  attack(s, f, answer, () => wrathOptions(s, f.seat));
}
