import { describe, expect, it } from 'vitest';
import { answer, answers, seat, units } from '../play';
import { scenarioGame } from '../positions';

describe('scenario harness', () => {
  it('RB-19: a Deploy from a scenario stack places Units where the player chooses', () => {
    let s = scenarioGame({
      regions: { allar: { units: { allaria: 3 } }, cross: { units: { allaria: 1 } } },
      stack: [{ seat: 'allaria', card: 'move-deploy' }],
    });
    expect(s.pending?.kind).toBe('move');
    s = answer(s, { kind: 'done' });
    expect(s.pending?.kind).toBe('deploy');
    s = answers(s, { kind: 'region', region: 'cross' }, { kind: 'region', region: 'cross' });
    expect(units(s, 'cross', 'allaria')).toBe(3);
    expect(seat(s, 'allaria').location).toBe('allar');
  });
});
