import { describe, expect, it } from 'vitest';
import { describeDecision, hitsPerDie, HOUSE_CONTENT } from '../../../src/engine';
import { askSaga } from '../../../src/engine/sagas/chooser';
import { answer, dragon } from '../play';
import { combatGame, denizenDefence, scenarioGame } from '../positions';
import { HUMAN_TABLE, tableWith } from '../../tables';

/**
 * Every pending option says where it lives and the numbers to choose by (docs/architecture.md, What
 * the engine tells the table).
 */

describe('describeDecision: the facts of the pending decision', () => {
  it('RB-4: a die expects 0.5 normal and 0.3 critical hits (X counts 1, 2X counts 2)', () => {
    // Ten faces: four 0, three 1, one 2, one X, one 2X.
    expect(hitsPerDie(HOUSE_CONTENT.numbers.dieFaces)).toEqual({ normal: 0.5, critical: 0.3 });
  });

  it('RB-30, RB-25: each Wrath target option names its region, both Combat Values with parts and the hits each side expects', () => {
    const s = combatGame({
      regions: { ashen: { units: { neutral: 2 } } },
      seats: { skarn: { location: 'nahu', wounds: 2 }, fulgen: { location: 'hollow' } },
      stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
    });
    const facts = describeDecision(s)!;
    expect(facts).toMatchObject({ seat: 'skarn', kind: 'wrath', unitsLeft: null, chooser: null });
    const atFulgen = facts.options.find(
      (o) => o.target?.kind === 'dragon' && o.target.seat === 'fulgen',
    )!;
    // A Dragon target lives where the Dragon is.
    expect(atFulgen).toMatchObject({ region: 'hollow', from: 'nahu', target: dragon('fulgen') });
    expect(atFulgen.combat).toEqual({
      attacker: {
        target: dragon('skarn'),
        seat: 'skarn',
        combatValue: 4,
        parts: [{ source: 'Wound track', value: 4 }],
        expectedHits: { normal: 2, critical: 1.2, total: 3.2 },
      },
      defender: {
        target: dragon('fulgen'),
        seat: 'fulgen',
        combatValue: 5,
        parts: [{ source: 'Wound track', value: 5 }],
        expectedHits: { normal: 2.5, critical: 1.5, total: 4 },
      },
    });
    const atNeutrals = facts.options.find((o) => o.target?.kind === 'force')!;
    expect(atNeutrals.region).toBe('ashen');
    expect(atNeutrals.combat?.defender).toMatchObject({
      combatValue: 2,
      expectedHits: { normal: 1, critical: 0.6, total: 1.6 },
    });
    // `done` starts no combat and lives nowhere.
    expect(facts.options.find((o) => o.choice.kind === 'done')).toEqual({
      choice: { kind: 'done' },
      region: null,
    });
  });

  it('RB-31: the defend decision carries the combat under way, both sides with their parts', () => {
    const s = denizenDefence();
    const facts = describeDecision(s)!;
    expect(facts.kind).toBe('defend');
    expect(facts.combat?.attacker).toMatchObject({
      combatValue: 5,
      parts: [
        { source: 'Units', value: 3 },
        { source: 'General', value: 1 },
        { source: 'Denizens', value: 1 },
      ],
      expectedHits: { normal: 2.5, critical: 1.5, total: 4 },
    });
    expect(facts.combat?.defender).toMatchObject({
      combatValue: 4,
      expectedHits: { normal: 2, critical: 1.2, total: 3.2 },
    });
  });

  it('RB-19: a Deploy says how many Units are left to place, one fewer after each', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 2 } } },
      stack: [{ seat: 'allaria', card: 'region:allar' }],
    });
    expect(describeDecision(s)).toMatchObject({ kind: 'deploy', unitsLeft: 2 });
    expect(describeDecision(s)!.options[0]).toMatchObject({ region: 'allar' });
    s = answer(s, { kind: 'region', region: 'allar' });
    expect(describeDecision(s)).toMatchObject({ kind: 'deploy', unitsLeft: 1 });
  });

  it('RB-12, RB-17: a Planning card option lists its Glyphs; a Region card names its region', () => {
    const s = scenarioGame({});
    const cards = describeDecision(s)!.options.filter((o) => o.card);
    expect(cards.find((o) => o.card!.card === 'move-deploy')?.card).toEqual({
      card: 'move-deploy',
      region: null,
      glyphs: ['move', 'deploy'],
    });
    const regionCard = cards.find((o) => o.card!.region !== null)!;
    expect(regionCard.region).toBe(regionCard.card!.region);
    expect(regionCard.card!.glyphs).toHaveLength(3);
  });

  it('EV-CHOICE-1, EV-CHOICE-5: a Saga choice says who chooses and by which rule', () => {
    const s = scenarioGame({}, { seats: HUMAN_TABLE, initiative: 'allaria' });
    askSaga(s, 'saga-region', 'EV-SAGA-RETURN-4', [{ kind: 'region', region: 'moon' }]);
    expect(describeDecision(s)!.chooser).toEqual({
      seat: 'skarn',
      rule: 'EV-CHOICE-1',
      initiative: 'allaria',
    });
    const faceless = scenarioGame(
      {},
      { seats: tableWith(['fulgen', 'skarn']), initiative: 'tyveria' },
    );
    askSaga(faceless, 'saga-region', 'EV-SAGA-RETURN-4', [{ kind: 'region', region: 'moon' }], {
      subject: { seat: 'skarn' },
    });
    expect(describeDecision(faceless)!.chooser).toEqual({
      seat: 'tyveria',
      rule: 'EV-CHOICE-5',
      owner: 'skarn',
      initiative: 'tyveria',
    });
  });

  it('nothing is pending once the game is over', () => {
    const s = scenarioGame({});
    expect(
      describeDecision({ ...s, result: { winners: ['allaria'], reason: 'power', scores: {} } }),
    ).toBeNull();
  });
});
