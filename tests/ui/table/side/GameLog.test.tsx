import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../src/engine';
import { GameLog } from '../../../../src/ui/table/side/GameLog';
import { logLine } from '../../../../src/ui/words/logSentences';
import { renderWithStore, storeWith } from '../../render';

const ENTRIES: LogEntry[] = [
  { round: 1, phase: 'planning', seat: 'allaria', kind: 'planned', stackSize: 2 },
  {
    round: 1,
    phase: 'resolution',
    seat: null,
    kind: 'event-revealed',
    event: 'red-moon',
  },
  { round: 2, phase: 'resolution', seat: 'allaria', kind: 'deployed', region: 'cross' },
  {
    round: 2,
    phase: 'resolution',
    seat: 'tyveria',
    kind: 'combat-started',
    attacker: { kind: 'force', side: 'tyveria', region: 'blood' },
    defender: { kind: 'force', side: 'neutral', region: 'moon' },
    origin: 'blood',
    battleground: 'moon',
  },
  {
    round: 2,
    phase: 'resolution',
    seat: 'fulgen',
    kind: 'units-destroyed',
    region: 'moon',
    side: 'neutral',
    count: 2,
  },
  {
    round: 2,
    phase: 'over',
    seat: null,
    kind: 'game-won',
    winners: ['fulgen'],
    reason: 'power',
  },
];

describe('GameLog', () => {
  it('renders entries as sentences grouped by round, newest at the bottom', () => {
    const store = storeWith();
    store.setState({ state: { ...store.getState().state!, log: ENTRIES } });
    renderWithStore(<GameLog />, store);

    const log = screen.getByRole('log', { name: 'Game log' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(
      within(log)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Round 1', 'Round 2']);
    const lines = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Planning · Allaria put a card face down on the Action stack',
      'Resolution · Event revealed: Red Moon',
      'Resolution · Allaria deployed a Unit in Vaala Crossing',
      'Resolution · Tyveria in Blood Marches attacked the neutral Units in Red Moon Steppe',
      'Resolution · 2 neutral Units destroyed in Red Moon Steppe by Fulgen',
      'Game over · Fulgen wins on Power',
    ]);
  });

  it("filters the log to one seat's lines", async () => {
    const store = storeWith();
    store.setState({ state: { ...store.getState().state!, log: ENTRIES } });
    renderWithStore(<GameLog />, store);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'allaria');
    const lines = within(screen.getByRole('log', { name: 'Game log' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Planning · Allaria put a card face down on the Action stack',
      'Resolution · Allaria deployed a Unit in Vaala Crossing',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(screen.getAllByRole('listitem')).toHaveLength(ENTRIES.length);
  });

  it('writes a full line with round and phase', () => {
    expect(logLine(ENTRIES[2])).toBe(
      'Round 2 · Resolution · Allaria deployed a Unit in Vaala Crossing',
    );
  });

  it('says so when nothing has happened yet', () => {
    const store = storeWith();
    store.setState({ state: { ...store.getState().state!, log: [] } });
    renderWithStore(<GameLog />, store);
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
  });
});
