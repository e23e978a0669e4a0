import type { FacelessStrength } from './ids';
import { FACELESS_PLANNING_CARDS } from './numbers';

/**
 * RB-44d (house option, docs/rulings.md): what the Faceless strength changes. It touches Faceless
 * seats only; the solo preference (EV-CHOICE-6) is a separate, printed setting. Normal plays the
 * tuned base rules exactly. The other numbers are a starting point for the balance report.
 */
export interface FacelessStrengthInfo {
  id: FacelessStrength;
  name: string;
  /** RB-13a: a Faceless passes after this many cards each Planning. */
  cardsPerPlanning: number;
  /** Unspent Power tokens each Faceless takes from the supply at setup. */
  startingPower: number;
  /** RB-44b: among the targets it may attack, a Faceless picks the side nearest to winning first. */
  huntsLeader: boolean;
  house: true;
}

export const FACELESS_STRENGTHS: Record<FacelessStrength, FacelessStrengthInfo> = {
  easy: {
    id: 'easy',
    name: 'Easy',
    cardsPerPlanning: 3,
    startingPower: 0,
    huntsLeader: false,
    house: true,
  },
  normal: {
    id: 'normal',
    name: 'Normal',
    cardsPerPlanning: FACELESS_PLANNING_CARDS,
    startingPower: 0,
    huntsLeader: false,
    house: true,
  },
  hard: {
    id: 'hard',
    name: 'Hard',
    cardsPerPlanning: 5,
    startingPower: 1,
    huntsLeader: true,
    house: true,
  },
};
