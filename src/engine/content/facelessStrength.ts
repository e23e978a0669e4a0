import type { FacelessStrength } from './ids';
import { FACELESS_PLANNING_CARDS } from './numbers';

/** RB-44d: the three things a Faceless strength sets. */
export interface FacelessLevers {
  /** RB-13a: a Faceless passes after this many cards each Planning. */
  cardsPerPlanning: number;
  /** Unspent Power tokens each Faceless takes from the supply at setup. */
  startingPower: number;
  /** RB-44b: among the targets it may attack, a Faceless picks the side nearest to winning first. */
  huntsLeader: boolean;
}

/**
 * RB-44d (house option, docs/rulings.md): a handicap the Faceless get against the people at the
 * table, so it applies only when a person plays; it is not the solo preference (EV-CHOICE-6).
 * Numbers chosen with the balance report (docs/balance.md).
 */
export interface FacelessStrengthInfo extends FacelessLevers {
  id: FacelessStrength;
  name: string;
  house: true;
}

/**
 * The Faceless of the tuned base game (RB-13a, RB-44b), as they play at a table with no person,
 * where no strength applies.
 */
export const BASE_GAME_FACELESS: FacelessLevers = {
  cardsPerPlanning: FACELESS_PLANNING_CARDS,
  startingPower: 0,
  huntsLeader: false,
};

export const FACELESS_STRENGTHS: Record<FacelessStrength, FacelessStrengthInfo> = {
  easy: {
    id: 'easy',
    name: 'Easy',
    cardsPerPlanning: 3,
    startingPower: 1,
    huntsLeader: false,
    house: true,
  },
  normal: {
    id: 'normal',
    name: 'Normal',
    cardsPerPlanning: FACELESS_PLANNING_CARDS,
    startingPower: 2,
    huntsLeader: true,
    house: true,
  },
  hard: {
    id: 'hard',
    name: 'Hard',
    cardsPerPlanning: 5,
    startingPower: 3,
    huntsLeader: true,
    house: true,
  },
};
