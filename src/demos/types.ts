import type { GameSetup, Move, RegionId, SeatId } from '../engine/data';

/**
 * A rules demo: a prepared position and the steps that show one rule at work (docs/ui.md "Rules
 * demos at game night"). Plain JSON data, like a save: a demo is a setup plus moves, with words.
 */
export interface Demo {
  id: string;
  title: string;
  /** One or two sentences for the Demos list: what the demo shows. */
  blurb: string;
  /** The rule IDs the demo shows at work (EV-…, RB-…). */
  rules: string[];
  /** Usually a scenario position (docs/scenarios.md); any setup the engine accepts will do. */
  setup: GameSetup;
  /** Moves played silently before the first step, e.g. a saved game's moves so far. */
  prelude?: Move[];
  /** The first step shows the prepared position; every later step plays one move first. */
  steps: DemoStep[];
  /**
   * Set when the demo uses house content (README "Which rules are whose"): every built-in demo
   * does, since its position stands on the house map, and some use house Vaala cards, Denizens or
   * Creatures.
   */
  house?: true;
}

export interface DemoTarget {
  regions?: RegionId[];
  seats?: SeatId[];
}

export interface DemoStep {
  caption: string;
  /**
   * What happens before this step's caption: a human seat's answer, or 'pending' to let the
   * waiting Faceless (or solo-preference) decision be taken by its policy. Absent only on the
   * first step.
   */
  play?: Move | 'pending';
  /**
   * What the caption talks about, highlighted while the step is on show (TV mode): regions on the
   * map, and player boards for a caption about a seat's board. Every built-in step names at least
   * one; a saved demo's steps may leave it out.
   */
  target?: DemoTarget;
}
