import { describe, expect, it } from 'vitest';
import type { SagaId, Target } from '../../../src/engine';
import { combatValue } from '../../../src/engine/combatValue';
import { SAGAS, type Precedence } from '../../../src/engine/content/sagas';
import { vaalaCost, vaalaHandLimit } from '../../../src/engine/glyphs/vaala';
import { sagaModule, sagasInOrder } from '../../../src/engine/ruleHooks/apply';
import { answer, answers, logOf, seat } from '../play';
import { scenarioGame } from '../positions';

const neutralCross: Target = { kind: 'force', side: 'neutral', region: 'cross' };
const cvOf = (s: ReturnType<typeof scenarioGame>, t: Target) =>
  combatValue(s, t, { attacking: false, bonus: 0 });

describe('EV-PREC: ∞ rules and Stage effects', () => {
  it('EV-PREC-1, EV-PREC-2, EV-PREC-6, Q-STAGE-3: ∞ rules of all Sagas in play apply at once, whatever the markers show', () => {
    const sagas = [
      { id: 'crow' as const, stage: 0 as const },
      { id: 'weavers' as const, stage: 0 as const },
      { id: 'zenith' as const, stage: 0 as const },
    ];
    const s = scenarioGame({ sagas, regions: { cross: { units: { neutral: 2 } } } });
    // Weavers: Vaala cards cost 1 less (Muster: 3 → 2); Zenith: hand limit 2; Crow on ∞: +0.
    expect(vaalaCost(s, 'allaria', 'muster')).toBe(2);
    expect(vaalaCost(s, 'allaria', 'rally')).toBe(0);
    expect(vaalaHandLimit(s, 'allaria')).toBe(2);
    expect(cvOf(s, neutralCross)).toBe(2);
    // Crow's ∞ rule follows its marker: +2 on Stage II, +3 on Stage III.
    const staged = scenarioGame({
      sagas: [{ id: 'crow', stage: 2 }],
      regions: { cross: { units: { neutral: 2 } } },
    });
    expect(cvOf(staged, neutralCross)).toBe(4);
    // Without Sagas the base rules hold (RB-28: hand limit 5; RB-30: 1 per Unit).
    const base = scenarioGame({ regions: { cross: { units: { neutral: 2 } } } });
    expect(vaalaCost(base, 'allaria', 'muster')).toBe(3);
    expect(vaalaHandLimit(base, 'allaria')).toBe(5);
    expect(cvOf(base, neutralCross)).toBe(2);
  });

  it('EV-PREC-4: a Saga rule beats the base rule it contradicts (Zenith’s hand limit of 2 over RB-28’s 5): a full hand draws nothing', () => {
    // Vaala Tide: each player in turn order, Allaria first, resolves a Vaala Glyph.
    const position = {
      seats: { allaria: { vaalaHand: ['rally' as const, 'muster' as const] } },
      stack: [{ event: 'vaala-tide' as const }],
    };
    const s = scenarioGame({ ...position, sagas: [{ id: 'zenith' }] });
    // Allaria (2 cards, no Power) may play Rally (cost 0) but not draw.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
    expect(s.pending!.options.map((o) => o.kind)).not.toContain('draw');
    // Without Zenith the same hand may draw.
    expect(scenarioGame(position).pending!.options.map((o) => o.kind)).toContain('draw');
  });

  it('Q-PREC-2: a triggered ∞ rule resolves right after the card that triggered it, before the next card (Return after the Dragonbond Event)', () => {
    const s = scenarioGame({
      sagas: [{ id: 'return' }],
      regions: { cross: { units: { neutral: 1 } }, allar: { units: { allaria: 2 } } },
      stack: [{ event: 'dragonbond' }, { event: 'veins-of-kadmos' }],
    });
    const order = s.log
      .filter((e) => ['event-revealed', 'saga-neutral-unit'].includes(e.kind))
      .map((e) => (e.kind === 'event-revealed' ? e.event : 'unit'));
    expect(order[0]).toBe('dragonbond');
    expect(order[order.length - 1]).toBe('veins-of-kadmos');
    expect(order.filter((x) => x === 'unit').length).toBeGreaterThan(0);
    expect(logOf(s, 'saga-neutral-unit').every((e) => e.rule === 'EV-SAGA-RETURN-2')).toBe(true);
  });
});

describe('Q-PREC-2: a Stage effect is never interrupted; the rules it triggers wait until it has finished', () => {
  /**
   * Vestiges of the Null goes to Stage II (ember), with Relics in play. The Null force of Vaala
   * Crossing (its Portal and the new Nullborn, CV 3) attacks Allaria in the Allarian Heartland
   * first; the Nullborn of the Ashen Shore (CV 2) then attacks Tyveria in the Blood Marches.
   */
  const twoWraths = () =>
    scenarioGame({
      regions: { allar: { units: { allaria: 2 } }, blood: { units: { tyveria: 1 } } },
      seats: {
        allaria: { location: 'allar', vaalaHand: ['rally'] },
        tyveria: { location: 'blood' },
        fulgen: { location: 'ysval' },
        skarn: { location: 'ysval' },
      },
      lineup: ['blood-reaver', null, null, null, null, null],
      relics: { 'blood-reaver': 1 },
      sagas: [
        { id: 'null', marker: 'ember', stage: 1 },
        { id: 'relics', marker: 'tide' },
      ],
      dials: [
        { kind: 'portal', region: 'cross' },
        { kind: 'nullborn', region: 'ashen' },
      ],
      stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
      // Crossing rolls 3 blanks; Allaria's 5 critical hits destroy it; Ashen rolls 2 blanks.
      dice: ['0', '0', '0', '2X', '2X', 'X', '0', '0', '1', '0'],
    });
  const wrathRegions = (s: ReturnType<typeof scenarioGame>) =>
    logOf(s, 'null-wrath').map((e) => e.region);

  it('Q-PREC-2, EV-SAGA-NULL-6, EV-SAGA-NULL-11: the Vaala action for defeating a Null force comes after the Stage’s last Null Wrath, not between two', () => {
    let s = answer(twoWraths(), { kind: 'counterattack' });
    expect(logOf(s, 'null-force-defeated').map((e) => e.seat)).toEqual(['allaria']);
    // The second Wrath goes on at once: Tyveria defends before Allaria takes her Vaala action.
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'defend' });
    expect(wrathRegions(s)).toEqual(['cross', 'ashen']);
    // Tyveria's counterattack (1 Unit and her General: '1', '0') destroys the Ashen Nullborn too.
    s = answer(s, { kind: 'counterattack' });
    expect(logOf(s, 'null-force-defeated').map((e) => e.seat)).toEqual(['allaria', 'tyveria']);
    expect(s.stageDiscard).toEqual(['ember-1']);
    // Then the waiting Vaala actions, in the order they were won.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala', rule: 'RB-28' });
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'vaala', rule: 'RB-28' });
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
  });

  it('Q-PREC-2, EV-SAGA-RELIC-4: rules triggered during a Stage wait in the order they fired: the Vaala action, then the Relic for a retreat', () => {
    let s = answers(twoWraths(), { kind: 'counterattack' }, { kind: 'retreat' });
    // RB-35: Tyveria retreats (the Ashen Shore holds the Null force); the dial-free retreat is done.
    s = answer(s, { kind: 'region', region: 'tyvh' });
    expect(seat(s, 'tyveria').location).toBe('tyvh');
    // Allaria's Vaala action fired first, in the first Wrath, so it comes first.
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'vaala' });
    s = answer(s, { kind: 'done' });
    expect(s.pending).toMatchObject({
      seat: 'tyveria',
      kind: 'saga-piece',
      rule: 'EV-SAGA-RELIC-4',
    });
    s = answer(s, { kind: 'denizen', denizen: 'blood-reaver' });
    expect(seat(s, 'tyveria').power.unspent).toBe(1);
    expect(s.pending).toMatchObject({ seat: 'fulgen', kind: 'fly' });
  });
});

describe('EV-PREC-7, Q-PREC-1: simultaneous ∞ triggers resolve α, then β, then ⤋, then in setup order', () => {
  type Content = ReturnType<typeof scenarioGame>['content'];

  /**
   * The house Content with these Sagas' ∞ rules given another precedence: a Content of its own
   * (a game plays the Content createGame is given), so the house Sagas, which every other test
   * and the app's store share, are never written.
   */
  const withPrecedence = (changes: Partial<Record<SagaId, Precedence>>): Content => {
    const sagas = { ...SAGAS };
    for (const [id, p] of Object.entries(changes) as [SagaId, Precedence][])
      sagas[id] = { ...SAGAS[id], rules: SAGAS[id].rules.map((r) => ({ ...r, precedence: p })) };
    return { ...scenarioGame({}).content, id: 'precedence-changed', sagas };
  };

  /** The order in which the rule combinators run the Sagas when each one fires. */
  const order = (ids: SagaId[], content?: Content) => {
    const s = scenarioGame({ sagas: ids.map((id) => ({ id })) }, {}, content);
    const idOf = (m: ReturnType<typeof sagaModule>) => ids.find((id) => sagaModule(id) === m)!;
    return sagasInOrder(s).map(idOf);
  };

  it('EV-PREC-7: every rule defaults to β (Q-PREC-1), so setup order decides', () => {
    for (const id of ['crow', 'weavers', 'zenith'] as SagaId[])
      expect(SAGAS[id].rules.every((r) => r.precedence === 'beta')).toBe(true);
    expect(order(['zenith', 'crow', 'weavers'])).toEqual(['zenith', 'crow', 'weavers']);
    expect(order(['weavers', 'zenith', 'crow'])).toEqual(['weavers', 'zenith', 'crow']);
  });

  it('EV-PREC-7: α before β before ⤋, whatever the setup order', () => {
    const content = withPrecedence({ zenith: 'omega', weavers: 'alpha' });
    expect(order(['zenith', 'crow', 'weavers'], content)).toEqual(['weavers', 'crow', 'zenith']);
  });
});
