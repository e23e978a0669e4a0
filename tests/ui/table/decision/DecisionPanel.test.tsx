import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionPanel } from '../../../../src/ui/table/decision/DecisionPanel';
import { UndoRedo } from '../../../../src/ui/table/time/UndoRedo';
import { renderWithStore, scenarioStore, storeWith } from '../../render';
import { ELYSE_HUMAN_TABLE } from '../../../tables';

const options = () => within(screen.getByRole('list', { name: 'Options' })).getAllByRole('button');

describe('DecisionPanel', () => {
  it('says who decides and why, with one button per option, and takes the keyboard', () => {
    const store = storeWith();
    renderWithStore(<DecisionPanel />, store);

    const panel = screen.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('Planning: put an Action card on the stack, or pass');
    expect(panel).toHaveTextContent('rule RB-13');
    expect(options()).toHaveLength(store.getState().state!.pending!.options.length);
    expect(screen.getByRole('button', { name: 'Play Move · Assault' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play Region card: Allarian Heartland' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInTheDocument();
  });

  it('calls choose with the option that was clicked', async () => {
    const store = storeWith();
    const choose = vi.spyOn(store.getState(), 'choose');
    renderWithStore(<DecisionPanel />, store);

    await userEvent.click(screen.getByRole('button', { name: 'Play Move · Deploy' }));

    expect(choose).toHaveBeenCalledWith({ kind: 'card', card: 'move-deploy' });
    expect(store.getState().moves).toEqual([
      { seat: 'allaria', choice: { kind: 'card', card: 'move-deploy' } },
    ]);
    // The next seat clockwise now plans.
    expect(
      await screen.findByRole('region', { name: /Decision: Fulgen .* decides/ }),
    ).toBeInTheDocument();
  });

  it('walks the options with arrow keys and chooses with Enter', async () => {
    const store = storeWith();
    renderWithStore(<DecisionPanel />, store);
    const [first, second] = options();

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(store.getState().moves[0].choice).toEqual({ kind: 'card', card: 'move-deploy' });
  });

  it('names moves and deployments with region names', async () => {
    const store = scenarioStore({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    renderWithStore(<DecisionPanel />, store);

    expect(screen.getByRole('region', { name: /Allaria .* decides/ })).toHaveTextContent(
      'Move · Deploy card, Move Glyph',
    );
    expect(
      screen.getByRole('button', { name: 'Move a Unit Allarian Heartland → Crownspire' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Move the General Allarian Heartland → Vaala Crossing' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Deploy in Vaala Crossing' })).toBeVisible();
  });

  it('names attack targets by faction, region and origin', () => {
    const store = scenarioStore({
      regions: { moon: { units: { allaria: 2 } }, blood: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'moon' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    store.getState().choose({ kind: 'done' });
    renderWithStore(<DecisionPanel />, store);

    expect(
      screen.getByRole('button', { name: 'Attack Tyveria in Blood Marches from Red Moon Steppe' }),
    ).toBeInTheDocument();
  });

  it('shows a refused choice in an alert', async () => {
    const store = storeWith();
    renderWithStore(<DecisionPanel />, store);
    store.getState().choose({ kind: 'region', region: 'ashen' });

    expect(await screen.findByRole('alert')).toHaveTextContent(/not one of the/);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no options while a Faceless seat decides', () => {
    // A Faceless decision waits only when its policy has a real choice (a forced one answers itself).
    const store = scenarioStore(
      { stack: [{ seat: 'skarn', card: 'fly-wrath-a' }] },
      {
        seats: ELYSE_HUMAN_TABLE.map((s) =>
          s.faction === 'skarn' ? { ...s, controller: 'faceless' } : s,
        ),
      },
    );
    expect(store.getState().state!.pending).toMatchObject({ seat: 'skarn', automaton: true });
    renderWithStore(<DecisionPanel />, store);

    expect(screen.getByRole('status')).toHaveTextContent('Skarn (Faceless) is deciding…');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('RB-18: several Units one way in one gesture, by pointer or keyboard, as one step of Undo', async () => {
    const store = scenarioStore({
      seats: { allaria: { location: 'crown' } },
      regions: { crown: { units: { allaria: 3 } } },
      lineup: [null, null, null, null, null, null],
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    renderWithStore(
      <>
        <DecisionPanel />
        <UndoRedo />
      </>,
      store,
    );
    const single = screen.getByRole('button', { name: 'Move a Unit Crownspire → Vaala Crossing' });
    const several = screen.getByRole('button', {
      name: 'Move 3 Units Crownspire → Vaala Crossing',
    });
    expect(several).toHaveTextContent(/^3 Units$/);
    // The arrow keys reach it from its one-Unit option.
    single.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(several).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(store.getState().moves).toHaveLength(3);
    expect(store.getState().state!.regions.cross.units.allaria).toBe(3);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAccessibleDescription(
      /Takes back “Move 3 Units Crownspire → Vaala Crossing”\./,
    );
  });
});
