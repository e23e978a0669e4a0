import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEMOS } from '../../src/demos/builtIn';
import { runDemo } from '../../src/demos/runner';
import {
  SAVED_DEMOS_KEY,
  demoOfPosition,
  parseDemo,
  readShelf,
  removeDemo,
  shelveDemo,
  type DemoStorage,
} from '../../src/demos/shelf';

function memory(text?: string): DemoStorage & { text: () => string | undefined } {
  const data = new Map<string, string>(text === undefined ? [] : [[SAVED_DEMOS_KEY, text]]);
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    text: () => data.get(SAVED_DEMOS_KEY),
  };
}

const nullDemo = BUILT_IN_DEMOS.find((d) => d.id === 'saga-null')!;
const moves = [{ seat: 'fulgen' as const, choice: { kind: 'done' as const } }];

describe('saved demos', () => {
  it('a position saved as a demo opens exactly there, with its caption as the one step', () => {
    const saved = demoOfPosition(
      'saved-1',
      'Null strikes',
      'Allaria must answer.',
      nullDemo.setup,
      moves,
    );
    const run = runDemo(saved);
    if (!run.ok) throw new Error(run.error);
    expect(run.states).toHaveLength(1);
    expect(run.states[0].pending).toMatchObject({ seat: 'allaria', kind: 'defend' });
    expect(saved.steps).toEqual([{ caption: 'Allaria must answer.' }]);
  });

  it('round-trips through storage, and every built-in demo passes the check used when reading', () => {
    const storage = memory();
    shelveDemo(storage, demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves));
    expect(readShelf(storage)).toMatchObject({
      demos: [{ id: 'saved-1', title: 'A' }],
      problems: [],
    });
    for (const demo of BUILT_IN_DEMOS)
      expect(parseDemo(JSON.parse(JSON.stringify(demo))).ok).toBe(true);
  });

  it('a step plays a move or waits: a broken move is named inside', () => {
    const demo = demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves);
    const play = (step: unknown) => parseDemo({ ...demo, steps: [{ caption: 'c', play: step }] });
    expect(play({ seat: 'fulgen', choice: { kind: 'fly' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^steps\.0\.play: Not a move or "pending" \(choice\.kind: Invalid type: .* but received "fly"\)$/,
      ),
    });
    expect(play('pending').ok).toBe(true);
  });

  it('skips a damaged entry with a message, and keeps it in storage when another demo is added or deleted', () => {
    const damaged = {
      id: 'saved-0',
      title: 'No steps',
      blurb: '',
      rules: [],
      setup: nullDemo.setup,
      steps: [],
    };
    const storage = memory(JSON.stringify([damaged]));
    expect(readShelf(storage)).toEqual({
      demos: [],
      problems: [
        'Saved demo 1 is damaged and was skipped (steps: Invalid length: Expected >=1 but received 0).',
      ],
    });
    shelveDemo(storage, demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves));
    removeDemo(storage, 'saved-1');
    expect(JSON.parse(storage.text()!)).toEqual([damaged]);
  });

  it('a shelf of 200 long demos is read whole, and one more is added to it, not over it', () => {
    const long = Array.from({ length: 500 }, () => moves[0]);
    const shelf = Array.from({ length: 200 }, (_, i) =>
      demoOfPosition(`saved-${i}`, `Demo ${i}`, '', nullDemo.setup, long),
    );
    const storage = memory(JSON.stringify(shelf));
    expect(readShelf(storage)).toMatchObject({ problems: [] });
    expect(readShelf(storage).demos).toHaveLength(200);
    expect(shelveDemo(storage, demoOfPosition('saved-new', 'New', '', nullDemo.setup, moves))).toBe(
      null,
    );
    expect(readShelf(storage).demos.map((d) => d.id)).toEqual([
      ...shelf.map((d) => d.id),
      'saved-new',
    ]);
  });

  it('a stored list that cannot be read is never written over: saving or deleting says why', () => {
    const deep = '['.repeat(100) + ']'.repeat(100);
    const storage = memory(deep);
    const demo = demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves);
    expect(shelveDemo(storage, demo)).toBe(
      'The saved demos could not be read: the stored list is damaged (it is nested more than 16 levels deep). The demo was not saved, so that the demos stored there are kept.',
    );
    expect(removeDemo(storage, 'saved-0')).toMatch(/^The saved demos could not be read/);
    expect(storage.text()).toBe(deep);
  });

  it('storage full: the demo is not saved, and the words say so', () => {
    const storage = memory('[]');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(shelveDemo(storage, demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves))).toBe(
      'The browser’s storage is full or switched off: the demo was not saved.',
    );
  });

  it('a stored list that is not a list reads as empty, with a message', () => {
    expect(readShelf(memory('{"id":1}'))).toEqual({
      demos: [],
      problems: [
        'The saved demos could not be read: the stored list is damaged (it is not a list).',
      ],
    });
    expect(readShelf(memory('not json')).problems).toHaveLength(1);
  });

  it('a stored list nested 100,000 deep is refused unread, with a message', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(readShelf(memory(deep)).problems).toEqual([
      'The saved demos could not be read: the stored list is damaged (it is nested more than 16 levels deep).',
    ]);
  });

  it('skips a demo whose moves carry an extra key, or whose setup is not a setup', () => {
    const demo = demoOfPosition('saved-1', 'A', '', nullDemo.setup, moves);
    const junkMove = { ...demo, prelude: [{ ...moves[0], note: 'x' }] };
    const junkSetup = { ...demo, setup: { ...demo.setup, seats: 'four' } };
    expect(readShelf(memory(JSON.stringify([junkMove, junkSetup]))).problems).toEqual([
      'Saved demo 1 is damaged and was skipped (prelude.0: Unknown field "note").',
      'Saved demo 2 is damaged and was skipped (setup.seats: Invalid type: Expected Array but received "four").',
    ]);
  });
});
