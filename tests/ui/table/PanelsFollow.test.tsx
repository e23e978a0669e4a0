import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from '../../../src/ui/kit/afterPaint';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { afterThePanelsFollow, renderWithStore, storeWith } from '../render';
import { ELYSE_SOLO_TABLE } from '../../tables';

const logLines = () => within(screen.getByRole('log')).getAllByRole('listitem').length;
const options = () =>
  within(screen.getByRole('list', { name: 'Options' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const stackCards = () => screen.getByRole('list', { name: /Action stack/ }).children.length;

describe('the panels that only report follow a move one frame later', () => {
  it('a move redraws the decision at once; the log and the stack follow after the next paint', async () => {
    // Solo, seed 11: Elyse plans her first card of several.
    const store = storeWith({ seats: ELYSE_SOLO_TABLE });
    // The Faceless wait for "Next": no timer plays them while the test looks.
    store.getState().setPace('step');
    renderWithStore(<GameScreen facelessDelayMs={0} />, store);
    const before = options();
    expect(before).toContain('Play Move · Assault');
    const game = () => store.getState().state!;
    const lines = game().log.length;
    const cards = game().stack.length;
    expect(logLines()).toBe(lines);
    expect(stackCards()).toBe(cards);

    act(() => void store.getState().choose({ kind: 'card', card: 'move-assault' }));
    expect(game().log.length).toBeGreaterThan(lines);
    expect(game().stack.length).toBeGreaterThan(cards);
    // The click's own frame: her next decision (that card no longer offered), the reports as they were.
    expect(options()).not.toContain('Play Move · Assault');
    expect(options()).toHaveLength(before.length - 1);
    expect(logLines()).toBe(lines);
    expect(stackCards()).toBe(cards);

    await afterThePanelsFollow();
    expect(logLines()).toBe(game().log.length);
    expect(stackCards()).toBe(game().stack.length);
  });

  it('runs all that waits for one frame together, after it, and not what was taken back', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('log'));
    const cancel = afterNextPaint(() => ran.push('stack'));
    afterNextPaint(() => ran.push('strips'));
    cancel();
    expect(ran).toEqual([]);
    await afterThePanelsFollow();
    expect(ran).toEqual(['log', 'strips']);
  });
});
