import { seatOf } from '../board';
import { startCombat } from '../combat';
import { ask, pop } from '../frames';
import { assaultOptions, wrathOptions } from '../targets';
import type { Choice, GameState, GlyphFrame, RegionId, SeatId, Target } from '../types';

/** Who fights a player's attack from `from`: its Dragon, or its force there (RB-21a, RB-25). */
export function attackerFrom(s: GameState, seat: SeatId, from: RegionId): Target {
  return seatOf(s, seat).role === 'dragon'
    ? { kind: 'dragon', seat }
    : { kind: 'force', side: seat, region: from };
}

function attack(
  s: GameState,
  f: GlyphFrame,
  answer: Choice | undefined,
  options: () => Choice[],
): void {
  if (answer?.kind === 'target') {
    pop(s);
    startCombat(s, attackerFrom(s, f.seat, answer.from), answer.target, answer.from, f.glyph);
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
