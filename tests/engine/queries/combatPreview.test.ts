import { describe, expect, it } from 'vitest';
import { combatPreview, type CombatPreview, type Target } from '../../../src/engine';
import { pendingSummary } from '../../../scripts/scenarioRunner';
import { answer, answers, dragon, force } from '../play';
import { combatGame, denizenDefence, zeros } from '../positions';

/** RB-30: what each side would roll, with its parts, for the decision waiting now. */

const nullCross: Target = { kind: 'null', region: 'cross' };
const previewOf = (previews: CombatPreview[], target: Target) =>
  previews.find((p) => p.option?.kind === 'target' && sameTarget(p.option.target, target));
const sameTarget = (a: Target, b: Target) => JSON.stringify(a) === JSON.stringify(b);

describe('RB-30: combatPreview gives each side’s Combat Value with its parts', () => {
  it('RB-37, RB-25: a wounded Dragon’s Wrath options: its track value against each target', () => {
    const s = combatGame({
      regions: { ashen: { units: { neutral: 2 } } },
      seats: { skarn: { location: 'nahu', wounds: 2 }, fulgen: { location: 'hollow' } },
      stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'wrath' });
    const previews = combatPreview(s);
    // One preview per target option; `done` starts no combat.
    expect(previews).toHaveLength(2);
    expect(previewOf(previews, dragon('fulgen'))).toEqual({
      option: { kind: 'target', from: 'nahu', target: dragon('fulgen') },
      // 2 wounds: the third wound space is in force (RB-37).
      attacker: {
        target: dragon('skarn'),
        seat: 'skarn',
        combatValue: 4,
        parts: [{ source: 'Wound track', value: 4 }],
      },
      defender: {
        target: dragon('fulgen'),
        seat: 'fulgen',
        combatValue: 5,
        parts: [{ source: 'Wound track', value: 5 }],
      },
    });
    expect(previewOf(previews, force('neutral', 'ashen'))?.defender).toEqual({
      target: force('neutral', 'ashen'),
      seat: null,
      combatValue: 2,
      parts: [{ source: 'Units', value: 2 }],
    });
  });

  it('RB-31, RB-23: the defend decision shows both forces, with a homeland Denizen (defending) and an attack Denizen (attacking)', () => {
    const s = denizenDefence();
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'defend' });
    expect(combatPreview(s)).toEqual([
      {
        option: null,
        attacker: {
          target: force('tyveria', 'moon'),
          seat: 'tyveria',
          combatValue: 5,
          parts: [
            { source: 'Units', value: 3 },
            { source: 'General', value: 1 },
            { source: 'Denizens', value: 1 },
          ],
        },
        // The Heartland Knight counts only when attacking; the Sage counts in its homeland.
        defender: {
          target: force('allaria', 'cross'),
          seat: 'allaria',
          combatValue: 4,
          parts: [
            { source: 'Units', value: 2 },
            { source: 'General', value: 1 },
            { source: 'Denizens', value: 1 },
          ],
        },
      },
    ]);
  });

  it('§10 bonded ability, RB-34: the press-on decision counts the +2 of a bonded General whose Dragon stands with its force', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 } }, moon: { units: { neutral: 3 } } },
      seats: {
        allaria: { location: 'ysval', bondedTo: 'fulgen' },
        fulgen: { location: 'cross' },
      },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(7),
    });
    s = answers(
      s,
      { kind: 'done' },
      { kind: 'target', from: 'cross', target: force('neutral', 'moon') },
    );
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'press-on' });
    const [preview] = combatPreview(s);
    expect(preview.attacker).toEqual({
      target: force('allaria', 'cross'),
      seat: 'allaria',
      combatValue: 4,
      parts: [
        { source: 'Units', value: 2 },
        { source: 'Bonded Dragon nearby', value: 2 },
      ],
    });
    expect(preview.defender.combatValue).toBe(3);
  });

  it('EV-DDIAL-13, EV-DDIAL-5: before the first roll, the bonded General’s choice shows his force with the dial’s +3', () => {
    let s = combatGame({
      regions: { cross: { units: { allaria: 2 } }, moon: { units: { tyveria: 3 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'moon' } },
      sagas: [{ id: 'kadmos' }],
      dials: [{ kind: 'dragon', region: 'cross', wounds: 1, bondedTo: 'allaria' }],
      stack: [{ seat: 'tyveria', card: 'move-assault' }],
    });
    s = answers(
      s,
      { kind: 'done' },
      { kind: 'target', from: 'moon', target: force('allaria', 'cross') },
    );
    expect(s.pending).toMatchObject({ seat: 'allaria', rule: 'EV-DDIAL-5' });
    expect(combatPreview(s).map((p) => [p.attacker.combatValue, p.defender])).toEqual([
      [
        4,
        {
          target: force('allaria', 'cross'),
          seat: 'allaria',
          combatValue: 5,
          parts: [
            { source: 'Units', value: 2 },
            { source: 'The Eye of Kadmos', value: 3 },
          ],
        },
      ],
    ]);
  });

  it('EV-SAGA-NULL-5: an Assault option on a Null force shows the cap as a negative part', () => {
    const s = combatGame({
      regions: { allar: { units: { allaria: 5 } } },
      sagas: [{ id: 'null' }],
      dials: [{ kind: 'portal', region: 'cross' }],
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    const preview = previewOf(combatPreview(answer(s, { kind: 'done' })), nullCross)!;
    expect(preview.attacker).toEqual({
      target: force('allaria', 'allar'),
      seat: 'allaria',
      combatValue: 3,
      parts: [
        { source: 'Units', value: 5 },
        { source: 'General', value: 1 },
        { source: 'Vestiges of the Null', value: -3 },
      ],
    });
    expect(preview.defender).toEqual({
      target: nullCross,
      seat: null,
      combatValue: 1,
      parts: [{ source: 'Null dial', value: 1 }],
    });
  });

  it('RB-28a: an unused lasting card counts in the Assault options, as the combat will claim it', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 1 } }, cross: { units: { neutral: 1 } } },
      seats: { allaria: { location: 'ysval', power: { unspent: 1 }, vaalaHand: ['battle-hymn'] } },
      stack: [
        { seat: 'allaria', card: 'harvest-vaala-fortify' },
        { seat: 'allaria', card: 'move-assault' },
      ],
    });
    // Battle Hymn (nothing to harvest), no Fortify, no Move; then the Assault.
    s = answers(s, { kind: 'vaala', card: 'battle-hymn' }, { kind: 'done' }, { kind: 'done' });
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'assault' });
    expect(previewOf(combatPreview(s), force('neutral', 'cross'))?.attacker).toEqual({
      target: force('allaria', 'allar'),
      seat: 'allaria',
      combatValue: 3,
      parts: [
        { source: 'Lasting Vaala cards', value: 2 },
        { source: 'Units', value: 1 },
      ],
    });
  });

  it('EV-SAGA-NULL-14, EV-ASSAULT-8: the chooser’s tied targets show the Stage III +1 as the Stage’s own part', () => {
    const s = combatGame({
      regions: { moon: { units: { neutral: 1 } }, hollow: { units: { neutral: 1 } } },
      seats: {
        allaria: { location: 'ysval' },
        fulgen: { location: 'ysval' },
        tyveria: { location: 'ysval' },
        skarn: { location: 'ysval' },
      },
      sagas: [{ id: 'null', marker: 'ember', stage: 2 }],
      dials: [{ kind: 'portal', region: 'cross' }],
      stack: [{ stage: 'ember-1' }, { seat: 'fulgen', card: 'fly-harvest' }],
    });
    expect(s.pending).toMatchObject({ seat: 'skarn', kind: 'saga-target', rule: 'EV-ASSAULT-8' });
    const previews = combatPreview(s);
    expect(previews.map((p) => p.defender.target)).toEqual([
      force('neutral', 'moon'),
      force('neutral', 'hollow'),
    ]);
    expect(previews[0].attacker).toEqual({
      target: nullCross,
      seat: null,
      combatValue: 6,
      parts: [
        { source: 'Stage effect', value: 1 },
        { source: 'Null dial', value: 1 },
        { source: 'Null dial', value: 2 },
        { source: 'Null dial', value: 2 },
      ],
    });
  });

  it('no combat decision, no preview; --pending prints the preview only for combat decisions', () => {
    const quiet = combatGame({});
    expect(quiet.pending).toMatchObject({ kind: 'plan' });
    expect(combatPreview(quiet)).toEqual([]);
    expect(pendingSummary(quiet)).not.toHaveProperty('combat');
    const wrathing = combatGame({
      seats: { skarn: { location: 'nahu' }, fulgen: { location: 'hollow' } },
      stack: [{ seat: 'skarn', card: 'wrath-hoard' }],
    });
    expect(pendingSummary(wrathing).combat).toEqual(combatPreview(wrathing));
  });
});

describe('RB-30: combatPreview follows the combat a decision belongs to', () => {
  it('EV-WEEP-19: fighting on after the Weeping Mother, each enemy left is shown against the same attacker', () => {
    let s = combatGame(
      {
        regions: { allar: { units: { allaria: 3 } }, cross: { units: { neutral: 1 } } },
        seats: { fulgen: { location: 'cross' } },
        creatures: [{ card: 'weeping-mother-1', region: 'cross' }],
        stack: [{ seat: 'allaria', card: 'move-assault' }],
        dice: ['X', 'X', '0', '0'],
      },
      { weepingMother: true },
    );
    s = answers(
      s,
      { kind: 'done' },
      { kind: 'target', from: 'allar', target: { kind: 'creature', card: 'weeping-mother-1' } },
    );
    expect(s.pending).toMatchObject({ seat: 'allaria', kind: 'assault', rule: 'EV-WEEP-19' });
    const allaria = {
      target: force('allaria', 'allar'),
      seat: 'allaria',
      combatValue: 4,
      parts: [
        { source: 'Units', value: 3 },
        { source: 'General', value: 1 },
      ],
    };
    expect(
      combatPreview(s).map((p) => [p.attacker, p.defender.target, p.defender.combatValue]),
    ).toEqual([
      [allaria, force('neutral', 'cross'), 1],
      [allaria, dragon('fulgen'), 5],
    ]);
  });

  it('RB-35: the retreating defender’s choice of region is about no roll, so it shows none', () => {
    let s = combatGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { tyveria: 2 } } },
      seats: { allaria: { location: 'ysval' }, tyveria: { location: 'blood' } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
      dice: zeros(3),
    });
    s = answers(
      s,
      { kind: 'done' },
      { kind: 'target', from: 'allar', target: force('tyveria', 'cross') },
    );
    expect(combatPreview(s)).toHaveLength(1);
    s = answer(s, { kind: 'retreat' });
    expect(s.pending).toMatchObject({ seat: 'tyveria', kind: 'retreat-to' });
    expect(combatPreview(s)).toEqual([]);
  });
});
