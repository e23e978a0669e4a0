import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askSaga } from '../../../../src/engine/sagas/chooser';
import { DecisionPanel } from '../../../../src/ui/table/decision/DecisionPanel';
import { DENIZEN_DEFENCE } from '../../../engine/positions';
import { renderWithStore, scenarioStore, storeWith } from '../../render';

/**
 * The decision panel shows what the engine says each choice hinges on (docs/architecture.md, What
 * the engine tells the table).
 */

const facts = () => screen.getByRole('list', { name: 'What this decision hinges on' });

describe('DecisionPanel shows the engine’s facts about the decision', () => {
  it('RB-31: a defend decision shows both sides’ Combat Values with their parts and expected hits', () => {
    const store = scenarioStore(DENIZEN_DEFENCE);
    const { choose } = store.getState();
    choose({ kind: 'done' });
    choose({
      kind: 'target',
      from: 'moon',
      target: { kind: 'force', side: 'allaria', region: 'cross' },
    });
    renderWithStore(<DecisionPanel />, store);
    expect(
      within(facts())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Attacker: Combat Value 5 (Units +3, General +1, Denizens +1) — expects 4 hits (1.5 critical)',
      'Defender: Combat Value 4 (Units +2, General +1, Denizens +1) — expects 3.2 hits (1.2 critical)',
    ]);
  });

  it('RB-25, RB-4: a combat option shows both Combat Values and the hits each side expects', () => {
    const store = scenarioStore({
      lineup: [],
      regions: { ashen: { units: { neutral: 2 } } },
      seats: { skarn: { location: 'nahu', wounds: 2 }, fulgen: { location: 'hollow' } },
      stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
    });
    renderWithStore(<DecisionPanel />, store);
    const button = screen.getByRole('button', {
      name: 'Attack Fulgen (Dragon) in Hollowdepths from Nahuac Wilds',
    });
    expect(button).toHaveAccessibleDescription(
      'Your Combat Value 4 against 5: you expect 3.2 hits, they 4',
    );
    expect(
      screen.getByRole('button', {
        name: 'Attack the neutral Units in Ashen Shore from Nahuac Wilds',
      }),
    ).toHaveAccessibleDescription('Your Combat Value 4 against 2: you expect 3.2 hits, they 1.6');
  });

  it('RB-19: a Deploy shows the Units left to place', () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 2 } } },
      stack: [{ seat: 'allaria', card: 'region:allar' }],
    });
    renderWithStore(<DecisionPanel />, store);
    expect(facts()).toHaveTextContent('2 Units left to place');
  });

  it('EV-CHOICE-1: a Saga choice names its chooser and the rule that gave it to them', () => {
    const store = storeWith();
    const s = structuredClone(store.getState().state!);
    askSaga(s, 'saga-region', 'EV-SAGA-RETURN-4', [
      { kind: 'region', region: 'moon' },
      { kind: 'region', region: 'ashen' },
    ]);
    store.setState({ state: s });
    renderWithStore(<DecisionPanel />, store);
    expect(screen.getByRole('region', { name: /Decision: Skarn .* decides/ })).toHaveTextContent(
      'Saga: choose the region',
    );
    expect(facts()).toHaveTextContent(
      'Skarn chooses: the player to the right of the initiative holder (Allaria), EV-CHOICE-1',
    );
  });
});
