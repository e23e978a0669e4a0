import type { FacelessReason } from '../../source/tableSource';
import { regionName } from './names';

/** RB-44: why a Faceless chose as it did, as the log entry of its step carries it. */

/** EV-CHOICE-7…10 in words, after "your solo preference, ". */
const SOLO_PREFERENCE: Record<
  Extract<FacelessReason, { code: 'solo-preference' }>['rule'],
  string
> = {
  'EV-CHOICE-7': 'Fast-paced: the first option the rules allow',
  'EV-CHOICE-8': 'Standard: one of the options at random',
  'EV-CHOICE-9': 'Challenging: the option worst for you',
  'EV-CHOICE-10': 'Challenging: one of the two options equally worst for you, at random',
};

/**
 * RB-44: the Faceless policy's reason for a choice (a code with its facts, on the log entry) in
 * words, e.g. "heading for Red Moon Steppe: the most Power it could collect (3)".
 */
export function facelessReason(why: FacelessReason): string {
  switch (why.code) {
    case 'toward-goal':
      return `heading for ${regionName(why.goal)}: the most Power it could collect (${why.power})`;
    case 'no-nearer-step':
      return `no step would bring it nearer ${regionName(why.goal)}, the most Power it could collect (${why.power})`;
    case 'at-goal':
      return `it is at ${regionName(why.goal)}, the most Power it could collect (${why.power})`;
    case 'fewest-units':
      return `where it has the fewest Units (${why.units})`;
    case 'the-most':
      return `the most it may (${why.n})`;
    case 'all-but-one':
      return `all its Units there but one, as many as may go (${why.n})`;
    case 'weakest-beatable':
      return `the weakest target it could beat (Combat Value ${why.targetCv} against its ${why.ownCv})`;
    case 'hunts-leader':
      return `it hunts the player nearest to winning that it could beat (Combat Value ${why.targetCv} against its ${why.ownCv})`;
    case 'weakest-target':
      return `the weakest target it could reach (Combat Value ${why.targetCv})`;
    case 'no-beatable-target':
      return `no target it could beat (its Combat Value ${why.ownCv})`;
    case 'most-units':
      return `where it has the most Units (${why.units})`;
    case 'costliest-card':
      return `the costliest Vaala card it could pay for (cost ${why.cost})`;
    case 'draws-instead':
      return 'no Vaala card it could play, so it draws';
    case 'no-card-to-play':
      return 'no other Vaala card it could play';
    case 'never-bids':
      return 'a Faceless never bids for the Ally token';
    case 'retreat-most-units':
      return why.units > 0
        ? `where it has the most Units (${why.units}), then the most Power (${why.power})`
        : `where there is the most Power (${why.power})`;
    case 'random':
      return 'picked at random among equal choices';
    case 'solo-preference':
      return `your solo preference, ${SOLO_PREFERENCE[why.rule]}`;
    default:
      return why satisfies never;
  }
}
