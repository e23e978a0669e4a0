import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEMOS } from '../../../../src/demos/builtIn';
import { movePlaces } from '../../../../src/engine';
import { createGameStore } from '../../../../src/store';
import { openDemo } from '../../../../src/store/demoMode';
import { Board } from '../../../../src/ui/table/map/Board';
import { StackView } from '../../../../src/ui/table/side/StackView';
import { renderWithStore, scenarioStore, storeWith } from '../../render';

const region = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
/** The letter on a region's control banner (the faction's badge; N for neutral). */
const flag = (el: HTMLElement) => el.querySelector('.region__flag')?.textContent;

describe('Board (map)', () => {
  it('shows the 12 regions, each focusable and named by what stands there', () => {
    const store = storeWith();
    renderWithStore(<Board />, store);

    const map = screen.getByRole('list', { name: 'Regions of Vaala' });
    const regions = within(map).getAllByRole('button', { name: /^[A-Z][\w ]+: / });
    expect(regions).toHaveLength(12);
    for (const r of regions) expect(r).toHaveAttribute('tabindex', '0');
    expect(
      screen.getByRole('button', {
        name: 'Allarian Heartland: 3 Allaria Units, city, Elyse (Allaria General)',
      }),
    );
    const allar = region('Allarian Heartland');
    expect(flag(allar)).toBe('A');
    expect(allar.querySelector('.piece--unit')).toHaveTextContent('A×3');
    expect(allar.querySelector('.piece--general')).toHaveTextContent('A');
    expect(allar.querySelector('.piece--city')).not.toBeNull();
    const crossing = screen.getByRole('button', {
      name: 'Vaala Crossing: 1 neutral Unit, 2 Power tokens',
    });
    expect(flag(crossing)).toBe('N');
    expect(crossing.querySelector('.piece--power')).toHaveTextContent('2');
    expect(region('Crownspire')).toHaveAccessibleName(
      /^Crownspire: uncontrolled, .*Fulgen Dragon\)$/,
    );
    expect(
      screen.getByRole('figure', { name: /house layout, not the printed board/ }),
    ).toBeInTheDocument();
  });

  it('names Saga pieces: dials with their wounds and Strongholds', () => {
    const store = scenarioStore({
      sagas: [{ id: 'null' }, { id: 'strongholds' }, { id: 'kadmos' }],
      regions: { hollow: { units: { tyveria: 3 }, power: 2, city: true } },
      dials: [
        { kind: 'portal', region: 'hollow', wounds: 1 },
        { kind: 'dragon', region: 'fell', wounds: 2 },
      ],
      strongholds: { hollow: { owner: 'tyveria', woundsLeft: 3 } },
    });
    renderWithStore(<Board />, store);
    expect(region('Hollowdepths')).toHaveAccessibleName(
      'Hollowdepths: 3 Tyveria Units, 2 Power tokens, city, Tyveria Stronghold with 3 wounds left, Null Portal with 1 of 4 wounds',
    );
    // The ring in Tyveria's colour with 3 of its 4 wound pips still to take.
    const ring = region('Hollowdepths').querySelector('.piece--stronghold')!;
    expect(ring).toHaveAttribute('data-wounds-left', '3');
    expect(ring.querySelectorAll('.pip--left')).toHaveLength(3);
    expect(ring.querySelectorAll('.pip--lost')).toHaveLength(1);
    const dial = region('Fell Gate').querySelector('.piece--dial')!;
    expect(dial.querySelectorAll('.pip--wound')).toHaveLength(2);
    expect(dial.querySelectorAll('.pip--open')).toHaveLength(3);
    expect(region('Fell Gate')).toHaveAccessibleName(
      'Fell Gate: uncontrolled, Dragon dial with 2 of 5 wounds',
    );
  });

  it('shows the status the engine reads: a faction Stronghold keeps a region without Units controlled (EV-SAGA-HOLD-23)', () => {
    const store = scenarioStore({
      sagas: [{ id: 'strongholds' }],
      regions: { hollow: { city: true } },
      strongholds: { hollow: { owner: 'tyveria', woundsLeft: 4 } },
    });
    renderWithStore(<Board />, store);
    expect(region('Hollowdepths')).toHaveAccessibleName(
      'Hollowdepths: controlled by Tyveria, city, Tyveria Stronghold with 4 wounds left',
    );
    expect(flag(region('Hollowdepths'))).toBe('T');
  });

  it('lights the regions where the deciding player has options and answers there', async () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    renderWithStore(<Board />, store);
    const ashen = region('Ashen Shore');
    expect(ashen).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ashen);
    expect(store.getState().moves).toEqual([]);

    // Crownspire can be reached three ways: a menu offers them all.
    const crown = region('Crownspire');
    expect(crown).toHaveAttribute('aria-disabled', 'false');
    expect(crown).toHaveAccessibleDescription('3 choices here');
    crown.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('list', { name: 'Choices in Crownspire' });
    const moves = within(menu).getAllByRole('button');
    expect(moves.map((b) => b.textContent)).toEqual([
      'Move a Unit Allarian Heartland → Crownspire',
      'Move a Unit Vaala Crossing → Crownspire',
      'Move the General Allarian Heartland → Crownspire',
    ]);
    await userEvent.click(moves[1]);
    expect(store.getState().moves).toEqual([
      {
        seat: 'allaria',
        choice: { kind: 'step', piece: 'unit', from: 'cross', to: 'crown' },
      },
    ]);
  });

  it('marks the last move’s places, the engine’s movePlaces, with who made it', () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    renderWithStore(<Board />, store);
    expect(document.querySelectorAll('.region--changed')).toHaveLength(0);
    act(
      () =>
        void store.getState().choose({ kind: 'step', piece: 'unit', from: 'cross', to: 'crown' }),
    );
    const lit = screen.getAllByRole('button', { name: /; changed by Allaria's last move$/ });
    expect(lit.map((r) => r.dataset.region ?? r.parentElement!.dataset.region)).toEqual([
      'crown',
      'cross',
    ]);
    for (const r of lit) {
      expect(r).toHaveClass('region--changed');
      expect(r.querySelector('.region__last-move')).toHaveTextContent('Last move');
    }
    expect(document.querySelectorAll('.region--changed')).toHaveLength(2);
  });

  it('in a demo, marks what the step on show changed, with no mover named', () => {
    const demo = BUILT_IN_DEMOS.find((d) => d.id === 'saga-null')!;
    const store = createGameStore();
    expect(openDemo(store, demo)).toBeNull();
    renderWithStore(<Board />, store);
    expect(document.querySelectorAll('.region--changed')).toHaveLength(0);
    const states = store.getState().demo!.states;
    const step = states.findIndex((s, i) => i > 0 && movePlaces(states[i - 1], s).length > 0);
    act(() => store.getState().showDemoStep(step));
    const marked = [...document.querySelectorAll('.region--changed')].map(
      (r) => r.parentElement!.dataset.region,
    );
    expect(marked.sort()).toEqual([...movePlaces(states[step - 1], states[step])].sort());
    expect(screen.queryAllByRole('button', { name: /last move$/ })).toHaveLength(0);
  });

  it('answers a single option with Enter on the region', async () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    renderWithStore(<Board />, store);
    const pending = store.getState().state!.pending!;
    const target = pending.options.find((o) => o.kind === 'region')!;
    expect(target).toBeDefined();
    const lit = screen
      .getAllByRole('button', { name: /^[A-Z][\w ]+: / })
      .filter((b) => b.getAttribute('aria-disabled') === 'false');
    expect(lit.length).toBeGreaterThan(0);
    lit[0].focus();
    await userEvent.keyboard('{Enter}');
    expect(store.getState().moves).toHaveLength(1);
    expect(store.getState().moves[0].choice.kind).toBe('region');
  });
});

describe('StackView', () => {
  it('shows face-down cards by owner only and counts the Event deck', () => {
    const store = storeWith();
    const state = store.getState().state!;
    store.getState().choose({ kind: 'card', card: 'move-assault' });
    renderWithStore(<StackView />, store);

    const stack = screen.getByRole('list', { name: /Action stack/ });
    const [event, allaria, ...rest] = within(stack).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(event).toHaveTextContent(/^Face down · Event$/);
    // The owner shows as name and letter badge ("A"), never the card's face.
    expect(allaria).toHaveTextContent(/^AFace down · Allaria$/);
    expect(stack).not.toHaveTextContent('Move · Assault');
    expect(screen.getByText(`Event deck: ${state.eventDeck.length} cards`)).toBeInTheDocument();
  });
});

describe('StackView with Sagas', () => {
  it('names a revealed Stage card by its marker', () => {
    const store = scenarioStore({
      sagas: [{ id: 'crow', marker: 'ember' }, { id: 'null' }, { id: 'zenith' }],
      stack: [{ stage: 'ember-2' }, { seat: 'allaria', card: 'move-deploy' }],
    });
    const state = store.getState().state!;
    expect(state.stack[0]).toMatchObject({ kind: 'stage', revealed: true });
    renderWithStore(<StackView />, store);
    const stack = screen.getByRole('list', { name: /Action stack/ });
    expect(within(stack).getAllByRole('listitem')[0]).toHaveTextContent('Stage card: Ember marker');
  });
});

describe('Board: a dial target', () => {
  it('EV-DIAL, RB-21: a Dragon dial target lights the dial’s region and names it', () => {
    const store = scenarioStore({
      lineup: [],
      sagas: [{ id: 'kadmos' }],
      dials: [{ kind: 'dragon', region: 'cross' }],
      regions: { allar: { units: { allaria: 3 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    store.getState().choose({ kind: 'done' });
    renderWithStore(<Board />, store);
    const cross = region('Vaala Crossing');
    expect(cross).toHaveAttribute('aria-disabled', 'false');
    expect(cross).toHaveAccessibleDescription(
      'Attack the Dragon dial in Vaala Crossing from Allarian Heartland',
    );
  });
});
