import { describe, expect, it } from 'vitest';
import { playGame } from '../../../scripts/autoplay';
import {
  decisionTrace,
  newGame,
  type FacelessReason,
  type GameSetup,
  type GameState,
  type SoloMode,
} from '../../../src/engine';
import { facelessReason } from '../../../src/ui/words/facelessReasons';
import { logSentence } from '../../../src/ui/words/logSentences';
import { tableWith } from '../../tables';
import { internalIdIn } from './internalIds';

/**
 * Every Faceless step — an automaton's own move (RB-44) or a solo preference's answer to a Saga
 * choice (EV-CHOICE-6…10) — says what it did and why in its log sentence, and is lit on the map
 * (the engine's decisionTrace). Whole seeded solo games with 3 random Sagas, one per solo
 * preference; the person's moves are random legal ones.
 */
const solo = (seed: number, soloMode: SoloMode): GameSetup => ({
  seed,
  soloMode,
  sagas: 'random',
  seats: tableWith(['fulgen', 'tyveria', 'skarn']),
});

const PREFERENCES: [SoloMode, number][] = [
  ['fast-paced', 2],
  ['standard', 3],
  ['challenging', 4],
];

describe('every Faceless step has a sentence with its reason and places on the map', () => {
  it.each(PREFERENCES)('RB-44, EV-CHOICE-6: a solo game, preference %s (seed %i)', (mode, seed) => {
    const reasons = new Map<FacelessReason['code'], number>();
    const setup = solo(seed, mode);
    // The opening is the same position playGame starts from: a game is its seed and moves.
    let before: GameState = newGame(setup);
    let steps = 0;
    playGame(setup, {
      afterMove: (after, move) => {
        const s = before;
        before = after;
        for (const entry of after.log.slice(s.log.length)) {
          const sentence = logSentence(entry);
          const id = internalIdIn(sentence);
          if (id) expect.fail(`"${id}" in ${entry.kind}: ${sentence}`);
        }
        if (!s.pending!.automaton) return;
        steps += 1;
        const trace = decisionTrace(s, move)!;
        const where = `move ${after.moveCount} (${s.pending!.kind})`;
        // What it did and why: one line of its own work carries the reason, worded.
        const explained = after.log.slice(s.log.length, trace.logTo).find((e) => e.why);
        if (!explained) expect.fail(`${where} logged no reason`);
        const why = explained.why!;
        expect(logSentence(explained), where).toMatch(/\S — \S/);
        expect(logSentence(explained).endsWith(facelessReason(why)), where).toBe(true);
        reasons.set(why.code, (reasons.get(why.code) ?? 0) + 1);
        expect(trace.regions.length, `${where} is lit nowhere`).toBeGreaterThan(0);
      },
    });
    expect(steps).toBeGreaterThan(50);
    // The game met the preference: its Saga choices were answered by it.
    expect(reasons.get('solo-preference')).toBeGreaterThan(0);
  });
});
