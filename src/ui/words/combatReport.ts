import type { CvPart, DieFace, LogEntry, LogEntryOf } from '../../source/tableSource';

/**
 * The last combat, read back from the game log (README "Playing", Combat panel): who fought, each
 * roll with its CV and itemised modifiers when the engine logs them, the dice, and what the hits
 * did.
 */
export interface CombatRoll {
  side: 'attacker' | 'defender';
  round: number;
  faces: DieFace[];
  /** The number of dice: the side's Combat Value (RB-30). */
  cv: number;
  /** Each modifier in it that is not 0, in the order the rules apply them. */
  parts: CvPart[];
  /** What followed this roll before the next one: Units destroyed, wounds, a retreat… */
  results: LogEntry[];
}

export interface CombatReport {
  /** Index of `combat-started` in the log: names this combat. */
  start: number;
  opening: LogEntryOf<'combat-started'>;
  /** Choices and effects between the start and the first roll (a bonded dial's choice). */
  preamble: LogEntry[];
  rolls: CombatRoll[];
  /** `combat-ended`, or null while the combat goes on. */
  ending: LogEntryOf<'combat-ended'> | null;
  /** Index of `combat-ended` in the log, or null. */
  end: number | null;
}

const toRoll = ({ side, round, faces, cv, parts }: LogEntryOf<'combat-roll'>): CombatRoll => ({
  side,
  round,
  faces,
  cv,
  parts,
  results: [],
});

/** A part as the combat panel shows it: "Units +3", "Vestiges of the Null -2". */
export const partLine = (p: CvPart) => `${p.source} ${p.value > 0 ? '+' : ''}${p.value}`;

/** The most recent combat in the log, finished or not, or null when there was none. */
export function lastCombat(log: readonly LogEntry[]): CombatReport | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0 && start < 0; i--)
    if (log[i].kind === 'combat-started') start = i;
  const opening = log[start];
  if (opening?.kind !== 'combat-started') return null;
  const report: CombatReport = {
    start,
    opening,
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
