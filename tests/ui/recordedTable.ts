import { createStore } from 'zustand/vanilla';
import type { RecordedView, TableRecording } from '../../scripts/tableRecording';
import recorded from '../fixtures/recordedTable.json';
import type {
  Choice,
  GameView,
  TableActions,
  TableFrame,
  TableSource,
} from '../../src/source/tableSource';

/**
 * A table source with no engine behind it (src/source/tableSource.ts): it plays back a recorded
 * game's frames (scripts/recordTable.ts), as a table server would send them, and takes an answer
 * only if it is the one recorded. The UI cannot tell it from this device's own game.
 */
export function recordedTable(): TableSource & {
  recording: TableRecording;
  answered(): number;
} {
  const recording = recorded as unknown as TableRecording;
  const view = (v: RecordedView | null): GameView | null =>
    v && { ...v, content: recording.content, log: recording.log.slice(0, v.log) };
  const frameAt = (k: number): TableFrame => {
    const f = recording.frames[k];
    return { ...f, table: view(f.table), seat: view(f.seat) };
  };
  let at = 0;
  const frames = createStore<TableFrame>(() => frameAt(0));
  const refuse = (why: string) => {
    frames.setState({ error: why });
    return false;
  };
  const cannot = () => refuse('A recorded table only plays its recorded answers.');
  const actions: TableActions = {
    choose(choice: Choice) {
      const expected = recording.answers[at];
      if (JSON.stringify(choice) !== JSON.stringify(expected))
        return refuse(`Answer ${at + 1} was ${JSON.stringify(expected)}.`);
      at += 1;
      frames.setState(frameAt(at), true);
      return true;
    },
    chooseSeveral: cannot,
    clearError: () => frames.setState({ error: null }),
    planCards: cannot,
    takeDevice: cannot,
    askForHand: cannot,
    setPace: cannot,
    advanceFaceless: cannot,
    undo: cannot,
    redo: cannot,
    agreeToRewind: cannot,
    cancelRewind: cannot,
    openReplay: cannot,
    stepReplay: cannot,
    closeReplay: cannot,
    playFromHere: cannot,
    showDemoStep: cannot,
    playDemoFromHere: cannot,
    loadSave: async () => cannot(),
    clearSaveError: cannot,
    continueSave: cannot,
    gameFile: () => null,
    positionAsDemo: () => null,
    leave: cannot,
  };
  return { frames, actions, recording, answered: () => at };
}
