import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEMOS } from '../../../src/demos/builtIn';
import { runDemo } from '../../../src/demos/runner';
import { SAVED_DEMOS_KEY } from '../../../src/demos/shelf';
import type { Demo } from '../../../src/demos/types';
import { staticTable } from '../../../src/source/staticTable';
import { AUTOSAVE_KEY, createGameStore, type SaveStorage } from '../../../src/store';
import { openDemo } from '../../../src/store/demoMode';
import { localTable } from '../../../src/store/localTable';
import { App } from '../../../src/ui/app/App';
import { DemoBar } from '../../../src/ui/demos/DemoBar';
import { GameLoadSave } from '../../../src/ui/files/GameLoadSave';
import { SaveToFile } from '../../../src/ui/files/SaveToFile';
import { TableSourceProvider } from '../../../src/ui/kit/tableSource';
import { renderWithStore } from '../render';

const SLOW = { timeout: 60_000 };
const nullDemo = BUILT_IN_DEMOS.find((d) => d.id === 'saga-null')!;
const statesOf = (demo: Demo) => {
  const run = runDemo(demo);
  if (!run.ok) throw new Error(run.error);
  return run.states;
};

function memoryStorage(
  initial: Record<string, string> = {},
): SaveStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function demoStore(demo = nullDemo) {
  const store = createGameStore();
  expect(openDemo(store, demo)).toBeNull();
  return store;
}

const caption = (i: number) => nullDemo.steps[i].caption;
const steps = nullDemo.steps.length;

/** The table is a lazily loaded chunk: give it time to arrive. */
const FIND = { timeout: 30_000 };

/** Opens the start screen's demo list, whose demos load when it opens. */
async function openDemoList() {
  await userEvent.click(await screen.findByRole('button', { name: 'Show the demos' }, FIND));
  return screen.findByRole('list', { name: 'Built-in demos' }, FIND);
}

describe('DemoBar', () => {
  it('shows the step count and caption, and Next and Back move through the positions', async () => {
    const store = demoStore();
    const states = statesOf(nullDemo);
    renderWithStore(<DemoBar />, store);
    const bar = screen.getByRole('region', { name: `Demo: ${nullDemo.title}` });

    expect(bar).toHaveTextContent(`Step 1 of ${steps}`);
    expect(bar).toHaveTextContent(caption(0));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(bar).toHaveTextContent(`Step 2 of ${steps}`);
    expect(bar).toHaveTextContent(caption(1));
    expect(store.getState().state).toEqual(states[1]);
    expect(store.getState().moves).toEqual([{ seat: 'fulgen', choice: { kind: 'done' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(bar).toHaveTextContent(caption(0));
    expect(store.getState().state).toEqual(states[0]);
    expect(store.getState().moves).toEqual([]);
  });

  it('the arrow keys step too, but not while someone types', () => {
    const store = demoStore();
    renderWithStore(
      <>
        <DemoBar />
        <input aria-label="Somewhere to type" />
      </>,
      store,
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(store.getState().demo?.step).toBe(2);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(store.getState().demo?.step).toBe(1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Somewhere to type' }), {
      key: 'ArrowRight',
    });
    expect(store.getState().demo?.step).toBe(1);
  });

  it('Next stops at the last step', async () => {
    const store = demoStore();
    renderWithStore(<DemoBar />, store);
    for (let i = 1; i < steps; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(caption(steps - 1))).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(store.getState().demo?.step).toBe(steps - 1);
  });

  it('while the demo runs nobody answers; "Play from here" hands the game back to the players', async () => {
    const store = demoStore();
    renderWithStore(<DemoBar />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Allaria must defend: in demo mode the store refuses her answer.
    expect(store.getState().choose({ kind: 'counterattack' })).toBe(false);
    expect(store.getState().error).toMatch(/Play from here/);

    await userEvent.click(screen.getByRole('button', { name: 'Play from here' }));
    expect(store.getState().demo).toBeNull();
    expect(screen.queryByRole('region', { name: /^Demo:/ })).toBeNull();
    expect(store.getState().choose({ kind: 'counterattack' })).toBe(true);
    expect(store.getState().moves).toEqual([
      { seat: 'fulgen', choice: { kind: 'done' } },
      { seat: 'allaria', choice: { kind: 'counterattack' } },
    ]);
  });

  it('needs only a table source: the bar and the files follow its frame, and a source without files shows none', async () => {
    const store = demoStore();
    const source = localTable(store);
    const table = (
      <>
        <DemoBar />
        <SaveToFile />
        <GameLoadSave />
      </>
    );
    const { unmount } = render(<TableSourceProvider source={source}>{table}</TableSourceProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: `Demo: ${nullDemo.title}` })).toHaveTextContent(
      `Step 2 of ${steps}`,
    );
    expect(store.getState().demo?.step).toBe(1);
    expect(screen.getByRole('button', { name: 'Save to file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load from file' })).toBeInTheDocument();
    unmount();

    const still = { ...source.frames.getState(), demo: null, files: null };
    render(<TableSourceProvider source={staticTable(still)}>{table}</TableSourceProvider>);
    expect(screen.queryByRole('region', { name: /^Demo:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load from file' })).toBeNull();
  });

  it('"Leave demo" clears the table', async () => {
    const store = demoStore();
    renderWithStore(<DemoBar />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Leave demo' }));
    expect(store.getState().state).toBeNull();
    expect(store.getState().demo).toBeNull();
  });
});

describe('Demos on the start screen and the table', () => {
  it(
    'lists every built-in demo with its rule ids, and opens one at its prepared position',
    SLOW,
    async () => {
      render(<App store={createGameStore()} facelessDelayMs={0} storage={memoryStorage()} />);
      const list = await openDemoList();
      expect(within(list).getAllByRole('listitem')).toHaveLength(BUILT_IN_DEMOS.length);
      for (const demo of BUILT_IN_DEMOS) {
        const entry = within(list).getByRole('heading', { name: demo.title }).closest('li')!;
        expect(entry).toHaveTextContent(demo.rules[0]);
      }
      await userEvent.click(screen.getByRole('button', { name: `Open demo: ${nullDemo.title}` }));
      // The table is loaded on demand (App.tsx), so it appears a moment later.
      expect(
        await screen.findByRole('region', { name: `Demo: ${nullDemo.title}` }, FIND),
      ).toHaveTextContent(caption(0));
      // The table is shown, but no decision bar offers options and no Faceless moves on its own.
      expect(screen.getByRole('list', { name: 'Regions of Vaala' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Decision:/ })).toBeNull();
    },
  );

  it('the demo is not autosaved until "Play from here"', SLOW, async () => {
    const storage = memoryStorage();
    const store = createGameStore();
    render(<App store={store} facelessDelayMs={0} storage={storage} />);
    await openDemoList();
    await userEvent.click(screen.getByRole('button', { name: `Open demo: ${nullDemo.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, FIND));
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play from here' }));
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!)).toMatchObject({
      setup: nullDemo.setup,
      moves: [{ seat: 'fulgen', choice: { kind: 'done' } }],
    });
    // The game goes on as a game: Allaria's decision is offered to her.
    expect(await screen.findByRole('region', { name: /^Decision: Allaria/ })).toBeInTheDocument();
  });

  it('saves the position as a demo, lists it, opens it there, and deletes it', SLOW, async () => {
    const storage = memoryStorage();
    const store = createGameStore();
    render(<App store={store} facelessDelayMs={0} storage={storage} />);
    await openDemoList();
    await userEvent.click(screen.getByRole('button', { name: `Open demo: ${nullDemo.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, FIND));
    const position = store.getState().state;

    await userEvent.click(screen.getByRole('button', { name: 'Save as demo' }));
    const form = await screen.findByRole('form', { name: 'Save as demo' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Demo name' }), 'Null strikes');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Caption (optional)' }),
      'Allaria must answer.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save demo' }));
    expect(screen.getByText(/Saved “Null strikes”/)).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'Leave demo' }));
    // The list stays open once opened.
    const saved = await screen.findByRole('list', { name: 'Saved demos' }, FIND);
    expect(within(saved).getByRole('heading', { name: 'Null strikes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open demo: Null strikes' }));
    expect(
      await screen.findByRole('region', { name: 'Demo: Null strikes' }, FIND),
    ).toHaveTextContent('Allaria must answer.');
    expect(store.getState().state).toEqual(position);

    await userEvent.click(screen.getByRole('button', { name: 'Leave demo' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete demo: Null strikes' }, FIND),
    );
    expect(screen.queryByRole('list', { name: 'Saved demos' })).toBeNull();
    expect(JSON.parse(storage.data.get(SAVED_DEMOS_KEY)!)).toEqual([]);
  });

  it(
    'a damaged saved demo is skipped with a message; one the rules refuse says why when opened',
    SLOW,
    async () => {
      const refused: Demo = {
        ...nullDemo,
        id: 'saved-1',
        title: 'Refused',
        prelude: [{ seat: 'allaria', choice: { kind: 'done' } }],
        steps: [{ caption: 'x' }],
      };
      const storage = memoryStorage({
        [SAVED_DEMOS_KEY]: JSON.stringify([{ id: 'saved-0', title: 42 }, refused]),
      });
      const store = createGameStore();
      render(<App store={store} facelessDelayMs={0} storage={storage} />);
      await openDemoList();
      expect(screen.getByText(/Saved demo 1 is damaged and was skipped/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open demo: Refused' }));
      expect(await screen.findByRole('alert', {}, FIND)).toHaveTextContent(
        /cannot be shown .*Fulgen's decision/,
      );
      expect(store.getState().state).toBeNull();
    },
  );

  it('a stored list that is not JSON leaves the built-in demos working', async () => {
    render(
      <App
        store={createGameStore()}
        facelessDelayMs={0}
        storage={memoryStorage({ [SAVED_DEMOS_KEY]: '{not json' })}
      />,
    );
    await openDemoList();
    expect(screen.getByText(/stored list is damaged/)).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: `Open demo: ${nullDemo.title}` }));
    });
    await waitFor(() => expect(screen.getByRole('region', { name: /^Demo:/ })).toBeInTheDocument());
  });
});
