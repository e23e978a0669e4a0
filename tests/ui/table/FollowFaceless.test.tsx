import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RegionId } from '../../../src/engine';
import { selectLastMoveHighlights } from '../../../src/store';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { afterThePanelsFollow, renderWithStore, scenarioStore, storeWith } from '../render';
import { ELYSE_SOLO_TABLE } from '../../tables';

const SLOW = { timeout: 60_000 };
/** Seed 11, solo: Elyse plans five cards and passes, then moves until the Faceless' turn. */
function toFirstFacelessMove(store: ReturnType<typeof storeWith>) {
  for (let i = 0; i < 40 && !store.getState().state!.pending!.automaton; i++) {
    const pending = store.getState().state!.pending!;
    const pass = pending.kind === 'plan' && i > 4;
    store.getState().choose(pending.options[pass ? pending.options.length - 1 : 0]);
  }
}

describe('following the Faceless', () => {
  it(
    'step by step: a Faceless move waits for "Next", then its places and log lines are lit',
    SLOW,
    async () => {
      const store = storeWith({ seats: ELYSE_SOLO_TABLE });
      store.getState().setPace('step');
      renderWithStore(<GameScreen facelessDelayMs={0} />, store);
      act(() => toFirstFacelessMove(store));
      const moves = store.getState().moves.length;
      const next = await screen.findByRole('button', { name: 'Next: Fulgen’s move' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(store.getState().moves).toHaveLength(moves);

      await userEvent.click(next);
      expect(store.getState().moves).toHaveLength(moves + 1);
      // Fulgen flew: the regions it left and entered say so, and so does its log line.
      const lit = screen.getAllByRole('button', { name: /changed by Fulgen's last move$/ });
      expect(lit.length).toBeGreaterThan(0);
      await afterThePanelsFollow();
      const lastLines = screen.getByRole('log').querySelectorAll('.log__line--last');
      // Its first line is tagged and says what Fulgen did and why (RB-44).
      expect(lastLines[0].textContent).toMatch(/^Last move.*Fulgen .* — \S/);

      // The light follows the moves: after each next one, exactly its places are lit.
      for (let i = 0; i < 4; i++) {
        const pending = store.getState().state!.pending!;
        if (pending.automaton)
          await userEvent.click(screen.getByRole('button', { name: /^Next: / }));
        else act(() => void store.getState().choose(pending.options[0]));
        const places = selectLastMoveHighlights(store.getState())!.regions;
        expect(screen.queryAllByRole('button', { name: /last move$/ })).toHaveLength(places.length);
      }
    },
  );

  it('RB-42: the round’s last flight is lit alone, not the next round’s Event and Clean-up after it', () => {
    const store = scenarioStore({
      seats: { fulgen: { location: 'ysval' }, skarn: { location: 'tyvh' } },
      lineup: [null, null, null, null, null, null],
      stack: [{ seat: 'fulgen', card: 'fly-harvest' }, { event: 'vaala-bloom-1' }],
    });
    const fly = (from: RegionId, to: RegionId) =>
      store.getState().choose({ kind: 'step', piece: 'dragon', from, to });
    fly('ysval', 'serpent');
    fly('serpent', 'hollow');
    const { state } = store.getState();
    expect(state!.round).toBe(2);
    const lit = selectLastMoveHighlights(store.getState())!;
    expect(lit).toMatchObject({ seat: 'fulgen', automaton: false, regions: ['serpent', 'hollow'] });
    expect(state!.log.slice(lit.logFrom, lit.logTo).map((e) => e.kind)).toEqual(['dragon-flew']);
  });

  it('the pace is chosen in the header; fast plays the Faceless on at once', SLOW, async () => {
    const store = storeWith({ seats: ELYSE_SOLO_TABLE });
    store.getState().setPace('step');
    renderWithStore(<GameScreen facelessDelayMs={10_000} />, store);
    act(() => toFirstFacelessMove(store));
    const pace = screen.getByRole('combobox', { name: 'Faceless pace' });
    expect(pace).toHaveValue('step');
    const moves = store.getState().moves.length;
    await userEvent.selectOptions(pace, 'Fast');
    expect(store.getState().pace).toBe('fast');
    await waitFor(() => expect(store.getState().moves.length).toBeGreaterThan(moves + 1));
    await screen.findByRole('region', { name: /Decision: Allaria \(Elyse\) decides/ });
  });
});
