import { describe, expect, it } from 'vitest';
import { describeDecision, repeatLimit, type Choice, type RegionId } from '../../../src/engine';
import { answer, region } from '../play';
import { quietGame } from '../positions';
import { tableWith } from '../../tables';

const unitStep = (from: RegionId, to: RegionId): Choice => ({
  kind: 'step',
  piece: 'unit',
  from,
  to,
});

describe('several Units in one gesture: the same answer given again and again (repeatLimit)', () => {
  it('RB-19: a Deploy of 2 Units may put both in one region at once, or 1 where only 1 fits (RB-19a)', () => {
    const s = quietGame({
      seats: { allaria: { location: 'crown' } },
      regions: { crown: { units: { allaria: 1 } }, cross: { units: { allaria: 5 } } },
      stack: [{ seat: 'allaria', card: 'deploy-assault' }],
    });
    expect(s.pending).toMatchObject({ kind: 'deploy', seat: 'allaria' });
    expect(repeatLimit(s, region('crown'))).toBe(2);
    // Vaala Crossing holds 5 of the 6 Units a side may have there.
    expect(repeatLimit(s, region('cross'))).toBe(1);
    expect(repeatLimit(s, { kind: 'done' })).toBe(1);
    expect(repeatLimit(s, region('ashen'))).toBe(0);
    // The decision's facts say so, for the table to offer.
    const facts = describeDecision(s)!;
    const at = (r: string) =>
      facts.options.find((o) => o.region === r && o.choice.kind === 'region');
    expect(at('crown')?.atOnce).toBe(2);
    expect(at('cross')).not.toHaveProperty('atOnce');
    // After one Unit, one is left to place.
    expect(repeatLimit(answer(s, region('crown')), region('crown'))).toBe(1);
  });

  it('RB-18: a Move takes every free Unit of a region one way, and none that arrived this Move', () => {
    const s = quietGame({
      seats: { allaria: { location: 'allar' } },
      regions: { crown: { units: { allaria: 4 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-assault' }],
    });
    expect(s.pending).toMatchObject({ kind: 'move', seat: 'allaria' });
    expect(repeatLimit(s, unitStep('crown', 'cross'))).toBe(4);
    // Two went on to Vaala Crossing: those may not move again (RB-18), the one already there may.
    const moved = answer(answer(s, unitStep('crown', 'cross')), unitStep('crown', 'cross'));
    expect(repeatLimit(moved, unitStep('crown', 'cross'))).toBe(2);
    expect(repeatLimit(moved, unitStep('cross', 'crown'))).toBe(1);
    // The General moves alone.
    const general: Choice = { kind: 'step', piece: 'general', from: 'allar', to: 'crown' };
    expect(repeatLimit(s, general)).toBe(1);
  });

  it('RB-17: a gesture stops with its Glyph, even when the next card Deploys again', () => {
    let s = quietGame({
      seats: { allaria: { location: 'crown' } },
      regions: { crown: { units: { allaria: 1 } } },
      stack: [
        { seat: 'allaria', card: 'assault-vaala-deploy' },
        { seat: 'allaria', card: 'deploy-assault' },
      ],
    });
    while (s.pending?.kind !== 'deploy') s = answer(s, { kind: 'done' });
    expect(repeatLimit(s, region('crown'))).toBe(2);
  });

  it('a Faceless decision offers no gesture', () => {
    const s = quietGame(
      {
        seats: { tyveria: { location: 'blood' } },
        regions: { blood: { units: { tyveria: 3 } } },
        stack: [{ seat: 'tyveria', card: 'deploy-assault' }],
      },
      { seats: tableWith(['tyveria']) },
    );
    expect(s.pending).toMatchObject({ seat: 'tyveria', automaton: true });
    expect(repeatLimit(s, region('blood'))).toBe(0);
  });
});
