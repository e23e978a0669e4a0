import './allRules';
import type { GameSetup } from '../src/engine';
import type { Choice, GameView, TableFrame } from '../src/source/tableSource';
import { createGameStore } from '../src/store';
import { localTable } from '../src/store/localTable';

/**
 * The recorded game: seed 60 with hard Faceless, Elyse (Allaria) against three Faceless. At each
 * Planning she plays two cards, then passes; elsewhere her n-th decision takes option n (modulo
 * their number), so she meets many kinds of decision. It ends in round 3 after her 20 decisions.
 */
export const RECORDED_SETUP: GameSetup = {
  seed: 60,
  seats: [
    { faction: 'allaria', controller: 'human', name: 'Elyse' },
    { faction: 'fulgen', controller: 'faceless' },
    { faction: 'tyveria', controller: 'faceless' },
    { faction: 'skarn', controller: 'faceless' },
  ],
  facelessStrength: 'hard',
};

export const RECORDED_TABLE_FILE = new URL('../tests/fixtures/recordedTable.json', import.meta.url);

/** A view without the content and the log it shares with every other frame of the recording. */
export type RecordedView = Omit<GameView, 'content' | 'log'> & { log: number };

export type RecordedFrame = Omit<TableFrame, 'table' | 'seat'> & {
  table: RecordedView | null;
  seat: RecordedView | null;
};

export interface TableRecording {
  setup: GameSetup;
  /** The content every view shares, and the game's whole log: each view holds its length. */
  content: GameView['content'];
  log: GameView['log'];
  /** The frame at each of the person's decisions, then the frame of the game's end. */
  frames: RecordedFrame[];
  /** The person's answer to each frame but the last. */
  answers: Choice[];
}

function recorded(view: GameView | null): RecordedView | null {
  if (!view) return null;
  const { content: _shared, log, ...rest } = view;
  return { ...rest, log: log.length };
}

/** The game played through this device's table source, its frames kept at each person's turn. */
export function recordTable(): TableRecording {
  const store = createGameStore();
  if (!store.getState().startGame(RECORDED_SETUP)) throw new Error(store.getState().error!);
  const source = localTable(store);
  const frames: RecordedFrame[] = [];
  const answers: Choice[] = [];
  const planned = new Map<number, number>();
  for (let guard = 0; guard < 1000; guard++) {
    const frame = source.frames.getState();
    const pending = frame.table!.pending;
    if (!pending) break;
    if (pending.automaton) {
      if (!source.actions.advanceFaceless()) throw new Error(frame.error ?? 'Faceless stuck');
      continue;
    }
    const options = frame.decision!.options;
    let answer: Choice;
    if (pending.kind === 'plan') {
      const round = frame.table!.round;
      const n = planned.get(round) ?? 0;
      planned.set(round, n + 1);
      answer = n >= 2 ? { kind: 'pass' } : options[0].choice;
    } else answer = options[answers.length % options.length].choice;
    frames.push(keptFrame(frame));
    answers.push(answer);
    if (!source.actions.choose(answer)) throw new Error(source.frames.getState().error!);
  }
  const end = source.frames.getState();
  if (!end.table?.result) throw new Error('the recorded game did not end');
  frames.push(keptFrame(end));
  return { setup: RECORDED_SETUP, content: end.table.content, log: end.table.log, frames, answers };
}

/** What a source without undo, replay, demos, files or pace gives: the game and its decision. */
function keptFrame(frame: TableFrame): RecordedFrame {
  return {
    ...frame,
    table: recorded(frame.table),
    seat: recorded(frame.seat),
    hotSeat: null,
    pace: null,
    time: null,
    replay: null,
    demo: null,
    files: null,
  };
}
