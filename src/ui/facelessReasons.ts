import type { FacelessReason } from '../engine';
import { plural, regionName } from './names';

/**
 * RB-44: the Faceless policy's reason for a choice (a code with its facts, on the log entry) in
 * words, e.g. "heading for Red Moon Steppe: the most Power it could collect (3)".
 */
export function facelessReason(why: FacelessReason): string {
  switch (why.code) {
    case 'toward-goal':
      return `heading for ${regionName(why.goal)}: the most Power it could collect (${why.power})`;
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
      return `the costliest Vaala card it could pay for (${plural(why.cost, 'Power')})`;
    case 'draws-instead':
      return 'no Vaala card it could play, so it draws';
    case 'never-bids':
      return 'a Faceless never bids for the Ally token';
    case 'retreat-most-units':
      return `where it has the most Units (${why.units}), then the most Power (${why.power})`;
    case 'random':
      return 'picked at random among equal choices';
    default:
      return why satisfies never;
  }
}
