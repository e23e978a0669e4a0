import { anyOf, listOf } from '../ruleHooks/apply';
import type { Choice, GameState, GlyphFrame } from '../types';
import { runAssault, runWrath } from './attack';
import { runFortify, runUpgrade } from './build';
import { runDeploy } from './deploy';
import { runHarvest, runHoard } from './harvest';
import { runFly, runMove } from './move';
import { runVaalaGlyph } from './vaala';

const GLYPHS: Record<GlyphFrame['glyph'], (s: GameState, f: GlyphFrame, answer?: Choice) => void> =
  {
    move: runMove,
    deploy: runDeploy,
    harvest: runHarvest,
    assault: runAssault,
    fortify: runFortify,
    upgrade: runUpgrade,
    fly: runFly,
    wrath: runWrath,
    hoard: runHoard,
    vaala: runVaalaGlyph,
  };

export function runGlyph(s: GameState, f: GlyphFrame, answer?: Choice): void {
  const at = s.frames.length - 1;
  // A module may run a step its own way (§10: the Fell Knight's Harvest; EV-ABIL-2: an ability).
  if (!anyOf(s, 'glyphStep', f, answer)) GLYPHS[f.glyph](s, f, answer);
  if (s.frames[at] === f || s.sagas.length === 0) return;
  // The Glyph is over: Saga rules that follow it run after whatever it started (a combat).
  const after = listOf(s, 'afterGlyph', f);
  s.frames.splice(at, 0, ...after.reverse());
}
