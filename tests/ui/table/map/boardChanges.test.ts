import { describe, expect, it } from 'vitest';
import { createGame, view, type GameView, type Scenario } from '../../../../src/engine';
import { boardEffects } from '../../../../src/ui/table/map/boardChanges';
import { ELYSE_HUMAN_TABLE } from '../../../tables';

function table(scenario: Scenario): GameView {
  const result = createGame({ seed: 1, seats: ELYSE_HUMAN_TABLE, initiative: 'allaria', scenario });
  if (!result.ok) throw new Error(result.error);
  return view(result.state, 'table');
}

const HOME = { allaria: { location: 'allar' }, fulgen: { location: 'ysval' } } as const;

describe('the motion that shows what changed on the board', () => {
  it('a Unit that went from one region to the next moves along the map', () => {
    const before = table({ seats: HOME, regions: { allar: { units: { allaria: 3 } } } });
    const after = table({
      seats: HOME,
      regions: { allar: { units: { allaria: 2 } }, cross: { units: { allaria: 1 } } },
    });
    expect(boardEffects(before, after)).toEqual([
      { kind: 'move', piece: 'unit', side: 'allaria', from: 'allar', to: 'cross' },
    ]);
  });

  it('Units placed appear, Units lost are hits, Power taken is a Harvest', () => {
    const before = table({
      seats: HOME,
      regions: { allar: { units: { allaria: 2 } }, moon: { units: { neutral: 3 }, power: 2 } },
    });
    const after = table({
      seats: HOME,
      regions: { allar: { units: { allaria: 4 } }, moon: { units: { neutral: 1 }, power: 1 } },
    });
    expect(boardEffects(before, after)).toEqual([
      { kind: 'place', piece: 'unit', side: 'allaria', at: 'allar' },
      { kind: 'hit', at: 'moon' },
      { kind: 'harvest', at: 'moon' },
    ]);
  });

  it('a Dragon that flew moves as a standee; a wounded Stronghold is a hit', () => {
    const before = table({
      seats: HOME,
      sagas: [{ id: 'strongholds' }],
      regions: { hollow: { units: { tyveria: 1 }, city: true } },
      strongholds: { hollow: { owner: 'tyveria', woundsLeft: 4 } },
    });
    const after = table({
      seats: { ...HOME, fulgen: { location: 'crown' } },
      sagas: [{ id: 'strongholds' }],
      regions: { hollow: { units: { tyveria: 1 }, city: true } },
      strongholds: { hollow: { owner: 'tyveria', woundsLeft: 3 } },
    });
    expect(boardEffects(before, after)).toEqual([
      {
        kind: 'move',
        piece: 'standee',
        side: 'fulgen',
        role: 'dragon',
        from: 'ysval',
        to: 'crown',
      },
      { kind: 'hit', at: 'hollow' },
    ]);
  });

  it('nothing changed, nothing moves', () => {
    const position = table({ seats: HOME, regions: { allar: { units: { allaria: 3 } } } });
    expect(boardEffects(position, position)).toEqual([]);
  });
});
