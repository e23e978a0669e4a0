import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Decision, GameState, LogEntry } from '../../../../src/engine';
import { CombatPanel } from '../../../../src/ui/table/side/CombatPanel';
import { loadLazyPart, renderWithStore, storeWith } from '../../render';

const at = { round: 1, phase: 'resolution' } as const;
const allar = { kind: 'force', side: 'allaria', region: 'allar' } as const;
const neutrals = { kind: 'force', side: 'neutral', region: 'cross' } as const;

/** The docs/examples Assault as the engine logs it. */
const ATTACK: LogEntry[] = [
  {
    ...at,
    kind: 'combat-started',
    seat: 'allaria',
    attacker: allar,
    defender: neutrals,
    origin: 'allar',
    battleground: 'cross',
  },
  {
    ...at,
    kind: 'combat-roll',
    seat: 'allaria',
    side: 'attacker',
    faces: ['X', '2', '0', '0', '0'],
    round: 1,
    cv: 5,
    parts: [
      { source: 'Units', value: 4 },
      { source: 'General', value: 1 },
    ],
  },
  { ...at, kind: 'units-destroyed', seat: 'allaria', region: 'cross', side: 'neutral', count: 1 },
  {
    ...at,
    kind: 'combat-roll',
    seat: null,
    side: 'defender',
    faces: ['1'],
    round: 1,
    cv: 1,
    parts: [],
  },
  { ...at, kind: 'units-destroyed', seat: null, region: 'allar', side: 'allaria', count: 1 },
  { ...at, kind: 'units-destroyed', seat: 'allaria', region: 'cross', side: 'neutral', count: 1 },
];
const ENDED: LogEntry = {
  ...at,
  kind: 'combat-ended',
  seat: 'allaria',
  attacker: 'standing',
  defender: 'destroyed',
};
const PRESS_ON: Decision = {
  seat: 'allaria',
  kind: 'press-on',
  rule: 'RB-34',
  options: [{ kind: 'continue' }, { kind: 'retreat' }],
  automaton: false,
};

/** A table whose log holds `log`; `decidedAfter` is a person's decision answered after it. */
function tableWithLog(log: LogEntry[], pending: Decision | null, decidedAfter = false) {
  const store = storeWith();
  const opening = store.getState().state!;
  const now: GameState = { ...opening, log, pending };
  const history = decidedAfter ? [{ ...now, pending: opening.pending }, now] : [now];
  store.setState({ state: now, history });
  renderWithStore(<CombatPanel />, store);
}

describe('CombatPanel', () => {
  beforeAll(() =>
    loadLazyPart(
      () => tableWithLog(ATTACK, PRESS_ON),
      () => screen.findByRole('region', { name: 'Combat' }),
    ),
  );

  it('shows both rolls with CV, modifiers, dice as faces and what the hits did', () => {
    tableWithLog([...ATTACK, ENDED], null);
    const panel = screen.getByRole('region', { name: 'Combat' });
    expect(panel).toHaveTextContent(
      'Allaria in Allarian Heartland attacked the neutral Units in Vaala Crossing',
    );
    const [attack, counter] = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('combat-roll'));
    expect(within(attack).getByRole('heading')).toHaveTextContent('Round 1 · Attacker · CV 5');
    expect(
      within(within(attack).getByRole('list', { name: 'Combat Value' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Units +4', 'General +1']);
    const dice = within(attack).getByRole('list', { name: "Attacker's dice" });
    expect(
      within(dice)
        .getAllByRole('img')
        .map((die) => die.getAttribute('aria-label')),
    ).toEqual(['critical hit', '2 hits', 'miss', 'miss', 'miss']);
    expect(attack).toHaveTextContent('1 neutral Unit destroyed in Vaala Crossing by Allaria');

    // A roll without modifiers draws no list of them.
    expect(within(counter).getByRole('heading')).toHaveTextContent('Round 1 · Defender · CV 1');
    expect(within(counter).queryByRole('list', { name: 'Combat Value' })).toBeNull();
    expect(within(counter).getByRole('img', { name: '1 hit' })).toHaveTextContent('1');
    expect(counter).toHaveTextContent('1 Allaria Unit destroyed in Allarian Heartland');

    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Combat over: attacker still standing, defender destroyed',
    );
  });

  it('while the combat goes on, says whose continue-or-retreat choice it waits for', () => {
    tableWithLog(ATTACK, PRESS_ON, true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Allaria decides below: continue the attack or retreat.',
    );
  });

  it('can be closed, and is gone once a person has decided after the combat ended', async () => {
    tableWithLog([...ATTACK, ENDED], null);
    await userEvent.click(screen.getByRole('button', { name: 'Close the combat panel' }));
    expect(screen.queryByRole('region', { name: 'Combat' })).toBeNull();

    tableWithLog([...ATTACK, ENDED], null, true);
    expect(screen.queryByRole('region', { name: 'Combat' })).toBeNull();
  });

  it('shows nothing when there was no combat', () => {
    tableWithLog([{ ...at, kind: 'planned', seat: 'allaria', stackSize: 2 }], null);
    expect(screen.queryByRole('region', { name: 'Combat' })).toBeNull();
  });
});
