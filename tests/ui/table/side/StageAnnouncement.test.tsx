import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameStoreApi } from '../../../../src/store';
import { SagaPanel } from '../../../../src/ui/table/side/SagaPanel';
import { afterThePanelsFollow, loadLazyPart, renderWithStore, scenarioStore } from '../../render';

const CROW = 'The Great Conspiracy from the Crimson Crow';

/** Allaria's card resolves first (her decisions), then the Ember Stage card moves the Crow on. */
const beforeStage = () =>
  scenarioStore({
    sagas: [
      { id: 'crow', stage: 1, marker: 'ember' },
      { id: 'null', marker: 'tide' },
      { id: 'zenith', marker: 'gale' },
    ],
    stack: [{ seat: 'allaria', card: 'move-deploy' }, { stage: 'ember-1' }],
  });

const activations = (store: GameStoreApi) =>
  store.getState().state!.log.filter((e) => e.kind === 'stage-advanced').length;

/** Plays each decision's first option until the Stage card has resolved. */
function playUntilTheStage(store: GameStoreApi) {
  for (let step = 0; step < 20 && activations(store) === 0; step++) {
    const pending = store.getState().state!.pending!;
    act(() => {
      store.getState().choose(pending.options[0]);
    });
  }
  expect(activations(store)).toBe(1);
}

describe('Stage activation announcement', () => {
  beforeAll(() =>
    loadLazyPart(
      () => {
        const store = beforeStage();
        renderWithStore(<SagaPanel />, store);
        playUntilTheStage(store);
      },
      () => screen.findByRole('region', { name: `${CROW}: Stage II` }),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('announces a Stage when it activates, with its rule and flavour text, and flashes its Saga', async () => {
    const store = beforeStage();
    renderWithStore(<SagaPanel />, store);
    expect(screen.queryByRole('region', { name: /Stage II/ })).not.toBeInTheDocument();

    playUntilTheStage(store);
    await afterThePanelsFollow();

    const news = screen.getByRole('region', { name: `${CROW}: Stage II` });
    expect(news).toHaveTextContent(/Place 1 neutral Unit/);
    expect(news).toHaveTextContent(/\(house text\)/);
    expect(news.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('article', { name: CROW })).toHaveClass('saga--announced');
    expect(screen.getByRole('article', { name: 'Vestiges of the Null' })).not.toHaveClass(
      'saga--announced',
    );
  });

  it('reads the Stage aloud on request', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    const store = beforeStage();
    renderWithStore(<SagaPanel />, store);
    playUntilTheStage(store);
    await afterThePanelsFollow();
    await userEvent.click(screen.getByRole('button', { name: 'Read Stage II aloud' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringMatching(/^.*Stage II\. .*Place 1 neutral/) }),
    );
  });

  it('is dismissed with its button, keeping focus on the Sagas', async () => {
    const store = beforeStage();
    renderWithStore(<SagaPanel />, store);
    playUntilTheStage(store);
    await afterThePanelsFollow();
    const news = screen.getByRole('region', { name: `${CROW}: Stage II` });
    await userEvent.click(within(news).getByRole('button', { name: 'Dismiss' }));
    expect(news).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: CROW })).not.toHaveClass('saga--announced');
    expect(screen.getByRole('region', { name: 'Sagas' })).toHaveFocus();
  });

  it('is dismissed with Escape from within it', async () => {
    const store = beforeStage();
    renderWithStore(<SagaPanel />, store);
    playUntilTheStage(store);
    await afterThePanelsFollow();
    const news = screen.getByRole('region', { name: `${CROW}: Stage II` });
    within(news).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(news).not.toBeInTheDocument();
  });

  it('goes when a take-back removes its Stage from the log', async () => {
    const store = beforeStage();
    renderWithStore(<SagaPanel />, store);
    playUntilTheStage(store);
    await afterThePanelsFollow();
    expect(screen.getByRole('region', { name: `${CROW}: Stage II` })).toBeInTheDocument();
    // The Stage card was revealed, so the whole table agrees to the take-back.
    act(() => {
      store.getState().undo();
      for (const seat of ['allaria', 'fulgen', 'tyveria', 'skarn'] as const)
        store.getState().agreeToRewind(seat);
    });
    expect(activations(store)).toBe(0);
    await afterThePanelsFollow();
    expect(screen.queryByRole('region', { name: /Stage II/ })).not.toBeInTheDocument();
  });

  it('announces nothing of a game opened after its Stage had activated', async () => {
    const store = beforeStage();
    playUntilTheStage(store);
    renderWithStore(<SagaPanel />, store);
    expect(screen.getByRole('article', { name: CROW })).toHaveTextContent(/marker on Stage II/);
    expect(screen.queryByRole('region', { name: /Stage II/ })).not.toBeInTheDocument();
  });
});
