import type { DieFace, LogEntry } from '../engine';

/**
 * The last combat, read back from the game log (ui.md "Combat"): who fought, each roll with its
 * CV and itemised modifiers when the engine logs them, the dice, and what the hits did.
 */
export interface CombatRoll {
  side: 'attacker' | 'defender';
  round: number;
  faces: DieFace[];
  /** The number of dice (the side's CV); the faces' count when the log does not say. */
  cv: number;
  /** Modifier lines ("3 Units +3", "Null cap: 3"); empty when the log does not list them. */
  parts: string[];
  /** What followed this roll before the next one: Units destroyed, wounds, a retreat… */
  results: LogEntry[];
}

export interface CombatReport {
  /** Index of `combat-started` in the log: names this combat. */
  start: number;
  opening: LogEntry;
  /** Choices and effects between the start and the first roll (a bonded dial's choice). */
  preamble: LogEntry[];
  rolls: CombatRoll[];
  /** `combat-ended`, or null while the combat goes on. */
  ending: LogEntry | null;
  /** Index of `combat-ended` in the log, or null. */
  end: number | null;
}

const FACES: readonly string[] = ['0', '1', '2', 'X', '2X'] satisfies DieFace[];

function toRoll(entry: LogEntry): CombatRoll {
  const { side, faces, cv, parts, round } = entry.params;
  const dice = (Array.isArray(faces) ? faces : []).filter((f): f is DieFace => FACES.includes(f));
  return {
    side: side === 'defender' ? 'defender' : 'attacker',
    round: typeof round === 'number' ? round : 1,
    faces: dice,
    cv: typeof cv === 'number' ? cv : dice.length,
    parts: Array.isArray(parts) ? parts : [],
    results: [],
  };
}

/** The most recent combat in the log, finished or not, or null when there was none. */
export function lastCombat(log: readonly LogEntry[]): CombatReport | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0 && start < 0; i--)
    if (log[i].kind === 'combat-started') start = i;
  if (start < 0) return null;
  const report: CombatReport = {
    start,
    opening: log[start],
    preamble: [],
    rolls: [],
    ending: null,
    end: null,
  };
  for (let i = start + 1; i < log.length && !report.ending; i++) {
    const entry = log[i];
    if (entry.kind === 'combat-ended') {
      report.ending = entry;
      report.end = i;
    } else if (entry.kind === 'combat-roll') report.rolls.push(toRoll(entry));
    else (report.rolls.at(-1)?.results ?? report.preamble).push(entry);
  }
  return report;
}

/** Accessible names of the die faces (RB-4: 1 and 2 are normal hits, X and 2X critical). */
export const FACE_NAMES: Record<DieFace, string> = {
  '0': 'miss',
  '1': '1 hit',
  '2': '2 hits',
  X: 'critical hit',
  '2X': '2 critical hits',
};
