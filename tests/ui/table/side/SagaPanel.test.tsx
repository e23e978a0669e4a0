import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SagaPanel } from '../../../../src/ui/table/side/SagaPanel';
import { renderWithStore, scenarioStore, storeWith } from '../../render';

const sagaStore = () =>
  scenarioStore({
    sagas: [{ id: 'crow', stage: 2 }, { id: 'null' }, { id: 'zenith', stage: 3 }],
    stageDeck: ['ember-1', 'tide-2', 'gale-3', 'ember-4', 'tide-1'],
  });

describe('SagaPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows nothing in the base game', () => {
    renderWithStore(<SagaPanel />, storeWith());
    expect(screen.queryByRole('region', { name: 'Sagas' })).not.toBeInTheDocument();
  });

  it('shows each Saga with its ∞ rules, Stages I–III and the marker on the current Stage', () => {
    const store = sagaStore();
    renderWithStore(<SagaPanel />, store);
    const panel = screen.getByRole('region', { name: 'Sagas' });
    const deck = store.getState().state!.stageDeck.length;
    expect(deck).toBeGreaterThan(1);
    expect(panel).toHaveTextContent(`Stage deck: ${deck} cards`);

    const crow = within(panel).getByRole('article', {
      name: 'The Great Conspiracy from the Crimson Crow',
    });
    expect(crow).toHaveTextContent(/marker on Stage II/);
    expect(crow).toHaveTextContent(/∞ Neutral forces gain additional Combat Value/);
    const current = within(crow).getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent(/^II ● current Stage: +Place 1 neutral Unit/);
    expect(within(crow).getAllByRole('listitem')).toHaveLength(4);

    const nullSaga = within(panel).getByRole('article', { name: 'Vestiges of the Null' });
    expect(nullSaga).toHaveTextContent(/marker on ∞ \(no Stage yet\)/);
    expect(within(nullSaga).queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();

    const zenith = within(panel).getByRole('article', { name: 'Zenith of the Elder Moon' });
    expect(within(zenith).getByRole('listitem', { current: 'step' })).toHaveTextContent(/^III/);
  });

  it('shows the flavour text at game start, marked as house text, with read-aloud', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    renderWithStore(<SagaPanel />, sagaStore());
    const crow = screen.getByRole('article', {
      name: 'The Great Conspiracy from the Crimson Crow',
    });
    expect(crow).toHaveTextContent(/Red feathers are left at every door .*\(house text\)/);
    await userEvent.click(
      within(crow).getByRole('button', {
        name: 'Read The Great Conspiracy from the Crimson Crow aloud',
      }),
    );
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('Red feathers') }),
    );
  });

  it('offers no read-aloud button where the browser cannot speak', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderWithStore(<SagaPanel />, sagaStore());
    expect(screen.getAllByText('(house text)')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /aloud/ })).not.toBeInTheDocument();
  });
});
