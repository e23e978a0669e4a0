import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  type Choice,
  type DialState,
  type GameState,
  type SeatSetup,
} from '../../../src/engine';
import { askSaga, sagaChooser } from '../../../src/engine/sagas/chooser';
import { soloChoice } from '../../../src/engine/faceless/soloChoice';
import { seedRng } from '../../../src/engine/rng';
import { scenarioGame } from '../positions';
import { HUMAN_TABLE, SOLO_TABLE, tableWith } from '../../tables';

const bond = (s: GameState, general: 'allaria' | 'tyveria', dragon: 'fulgen' | 'skarn') => {
  s.seats.find((x) => x.id === general)!.bondedTo = dragon;
  s.seats.find((x) => x.id === dragon)!.bondedTo = general;
};

const dragonDial = (id: string, bondedTo: DialState['bondedTo']): DialState => ({
  id,
  kind: 'dragon',
  region: 'cross',
  wounds: 0,
  bondedTo,
  essence: [],
});

const REGIONS: Choice[] = [
  { kind: 'region', region: 'cross' },
  { kind: 'region', region: 'moon' },
  { kind: 'region', region: 'hollow' },
];

/** Seating allaria, fulgen, tyveria, skarn (clockwise). */
function table(seats: SeatSetup[] = HUMAN_TABLE, initiative: 'allaria' | 'tyveria' = 'allaria') {
  return scenarioGame({}, { seats, initiative });
}

describe('EV-CHOICE: who decides a Saga choice', () => {
  it('EV-CHOICE-1, Q-CHOICE-3: the player to the right of the initiative holder (the one before it clockwise)', () => {
    expect(sagaChooser(table(HUMAN_TABLE, 'allaria'))).toBe('skarn');
    expect(sagaChooser(table(HUMAN_TABLE, 'tyveria'))).toBe('fulgen');
    // Two players: the other one.
    const two = scenarioGame(
      {},
      {
        seats: [
          { faction: 'allaria', controller: 'human' },
          { faction: 'fulgen', controller: 'human' },
        ],
        noFaceless: 'cooperative',
      },
    );
    expect(sagaChooser(two)).toBe('fulgen');
  });

  it('EV-CHOICE-1, Q-CHOICE-1: picking a Faceless piece as a target is still the default chooser’s choice', () => {
    const s = table(tableWith(['tyveria']));
    askSaga(s, 'saga-target', 'EV-CHOICE-1', REGIONS);
    expect(s.pending).toMatchObject({ seat: 'skarn', automaton: false });
  });

  it('EV-CHOICE-2, Q-CHOICE-2: a choice about a Dragon dial bonded to a human is that human’s; a wild dial’s goes to the default chooser', () => {
    const s = table();
    s.dials.push(dragonDial('dragon-a', 'tyveria'), dragonDial('dragon-b', null));
    expect(sagaChooser(s, { dial: 'dragon-a' })).toBe('tyveria');
    expect(sagaChooser(s, { dial: 'dragon-b' })).toBe('skarn');
    // A human's own pieces: that human decides.
    expect(sagaChooser(s, { seat: 'fulgen' })).toBe('fulgen');
  });

  it('EV-CHOICE-2, Q-CHOICE-2: a Faceless character dragonbonded with a human: the human decides about it', () => {
    const s = table(tableWith(['skarn']));
    bond(s, 'tyveria', 'skarn');
    expect(sagaChooser(s, { seat: 'skarn' })).toBe('tyveria');
  });

  it('EV-CHOICE-3, EV-CHOICE-4: a choice about a Faceless player goes to the player bonded with it', () => {
    const s = table(tableWith(['fulgen', 'skarn']));
    bond(s, 'allaria', 'fulgen');
    expect(sagaChooser(s, { seat: 'fulgen' })).toBe('allaria');
    // A Dragon dial bonded to a Faceless General: its bonded partner, else the initiative holder.
    s.dials.push(dragonDial('dragon-a', 'fulgen'));
    expect(sagaChooser(s, { dial: 'dragon-a' })).toBe('allaria');
  });

  it('EV-CHOICE-5: with no one bonded to that Faceless player, the initiative holder chooses', () => {
    const s = table(tableWith(['fulgen', 'skarn']), 'tyveria');
    expect(sagaChooser(s, { seat: 'skarn' })).toBe('tyveria');
    // Not the default chooser (Fulgen, to Tyveria's right).
    expect(sagaChooser(s)).toBe('fulgen');
  });

  it('EV-CHOICE-1, RB-44c: a Saga choice that falls to a Faceless seat is taken at random by the engine', () => {
    const s = table(tableWith(['skarn']));
    askSaga(s, 'saga-region', 'EV-CHOICE-1', REGIONS);
    expect(s.pending).toMatchObject({ seat: 'skarn', automaton: true, policy: 'random' });
    expect(legalMoves(s)).toEqual([{ seat: 'skarn', choice: { kind: 'auto' } }]);
  });
});

describe('EV-CHOICE-6…10: solo preferences', () => {
  function soloAsk(mode: 'fast-paced' | 'standard' | 'challenging', seed = 1, harm?: number[]) {
    const s = scenarioGame({}, { seats: SOLO_TABLE, initiative: 'fulgen', soloMode: mode, seed });
    askSaga(s, 'saga-region', 'EV-CHOICE-1', REGIONS, harm ? { harm } : {});
    return s;
  }

  it('EV-CHOICE-6: the preference chosen at setup answers the Saga choices, even those that would fall to the human', () => {
    // Initiative with Fulgen: Allaria, the human, is to its right and would choose.
    const s = soloAsk('standard');
    expect(s.options.soloMode).toBe('standard');
    expect(s.pending).toMatchObject({ seat: 'allaria', automaton: true, policy: 'standard' });
    expect(legalMoves(s)).toEqual([{ seat: 'allaria', choice: { kind: 'auto' } }]);
  });

  it('EV-CHOICE-6, Q-CHOICE-6: a choice about the human’s own pieces stays the human’s', () => {
    const s = scenarioGame(
      {},
      { seats: SOLO_TABLE, initiative: 'fulgen', soloMode: 'challenging' },
    );
    askSaga(s, 'saga-piece', 'EV-CHOICE-2', REGIONS, { subject: { seat: 'allaria' } });
    expect(s.pending).toMatchObject({ seat: 'allaria', automaton: false });
  });

  it('EV-CHOICE-6: a solo preference needs exactly one human', () => {
    expect(() => scenarioGame({}, { seats: HUMAN_TABLE, soloMode: 'standard' })).toThrow(
      /EV-CHOICE-6/,
    );
  });

  it('EV-CHOICE-7, Q-CHOICE-4: fast-paced takes the first legal option, every time', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = soloAsk('fast-paced', seed);
      expect(soloChoice(s, s.pending!)).toEqual({
        choice: REGIONS[0],
        why: { code: 'solo-preference', rule: 'EV-CHOICE-7', preference: 'fast-paced' },
      });
    }
  });

  it('EV-CHOICE-8: standard picks among all options at random (the game’s generator), each one possible', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = soloAsk('standard', seed);
      const { choice: picked, why } = soloChoice(s, s.pending!);
      expect(why).toMatchObject({ rule: 'EV-CHOICE-8' });
      expect(REGIONS).toContainEqual(picked);
      seen.add(JSON.stringify(picked));
    }
    expect(seen.size).toBe(3);
  });

  it('EV-CHOICE-9: challenging takes the option worst for the human', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = soloAsk('challenging', seed, [1, 4, 2]);
      expect(s.pending!.harm).toEqual([1, 4, 2]);
      expect(soloChoice(s, s.pending!)).toEqual({
        choice: REGIONS[1],
        why: { code: 'solo-preference', rule: 'EV-CHOICE-9', preference: 'challenging' },
      });
    }
  });

  it('EV-CHOICE-10, Q-CHOICE-5: when the worst is tied, challenging picks at random between the first 2 tied options', () => {
    const options: Choice[] = [...REGIONS, { kind: 'region', region: 'ashen' }];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = scenarioGame(
        {},
        { seats: SOLO_TABLE, initiative: 'fulgen', soloMode: 'challenging' },
      );
      s.rng = seedRng(seed);
      // Options 0, 2 and 3 are equally bad; option 1 is harmless.
      askSaga(s, 'saga-region', 'EV-CHOICE-1', options, { harm: [3, 0, 3, 3] });
      const { choice, why } = soloChoice(s, s.pending!);
      expect(why).toMatchObject({ rule: 'EV-CHOICE-10' });
      seen.add(JSON.stringify(choice));
    }
    expect(seen).toEqual(new Set([JSON.stringify(options[0]), JSON.stringify(options[2])]));
  });
});
