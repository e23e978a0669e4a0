import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Decision, GameState, LogEntry } from '../../src/engine';
import { CombatPanel } from '../../src/ui/CombatPanel';
import { loadLazyPart, renderWithStore, storeWith } from './helpers';

const at = { round: 1, phase: 'resolution' } as const;
const entry = (seat: LogEntry['seat'], kind: string, params: LogEntry['params']): LogEntry => ({
  ...at,
  seat,
  kind,
  params,
});

/** The docs/examples Assault as the engine logs it, with the CV breakdown the lead is adding. */
const ATTACK: LogEntry[] = [
  entry('allaria', 'combat-started', {
    attacker: 'allaria@allar',
    defender: 'neutral@cross',
    origin: 'allar',
  }),
  entry('allaria', 'combat-roll', {
    side: 'attacker',
    faces: ['X', '2', '0', '0', '0'],
    round: 1,
    cv: 5,
    parts: ['4 Units +4', 'General +1'],
  }),
  entry('allaria', 'units-destroyed', { region: 'cross', side: 'neutral', count: 1 }),
  // An older log: no cv or parts on this roll.
  entry(null, 'combat-roll', { side: 'defender', faces: ['1'], round: 1 }),
  entry(null, 'units-destroyed', { region: 'allar', side: 'allaria', count: 1 }),
  entry('allaria', 'units-destroyed', { region: 'cross', side: 'neutral', count: 1 }),
];
const ENDED = entry('allaria', 'combat-ended', { attacker: 'standing', defender: 'destroyed' });
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
      'Allaria in Allarian Heartland attacked the neutral Units in Vaala Crossing from Allarian Heartland',
    );
    const [attack, counter] = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('combat-roll'));
    expect(within(attack).getByRole('heading')).toHaveTextContent('Round 1 · Attacker · CV 5');
    expect(
      within(within(attack).getByRole('list', { name: 'Combat Value' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4 Units +4', 'General +1']);
    const dice = within(attack).getByRole('list', { name: "Attacker's dice" });
    expect(
      within(dice)
        .getAllByRole('img')
        .map((die) => die.getAttribute('aria-label')),
    ).toEqual(['critical hit', '2 hits', 'miss', 'miss', 'miss']);
    expect(attack).toHaveTextContent('1 neutral Unit destroyed in Vaala Crossing by Allaria');

    // Without `cv` the CV is the number of dice; without `parts` no list is drawn.
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
    tableWithLog([entry('allaria', 'planned', { stackSize: 2 })], null);
    expect(screen.queryByRole('region', { name: 'Combat' })).toBeNull();
  });
});
