import { content } from '../../../engine/data';
import type {
  CreatureInPlay,
  DialState,
  GameView,
  RegionId,
  RegionStatus,
  SeatView,
  SideId,
  StrongholdState,
} from '../../../source/tableSource';
import {
  capitalise,
  denizenName,
  factionName,
  plural,
  regionName,
  sideName,
} from '../../words/names';

/** A region as the table's view holds it: its Units, Power and city. */
type RegionState = GameView['regions'][RegionId];

/**
 * What a region tile shows, in words: also its accessible name (README "The board": each region
 * is a focusable button named in words).
 */

export function unitSides(region: RegionState): { side: SideId; count: number }[] {
  return (Object.entries(region.units) as [SideId, number | undefined][])
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([side, count]) => ({ side, count: count ?? 0 }));
}

export function statusText(status: RegionStatus): string {
  if (status.kind === 'controlled') return `controlled by ${sideName(status.by)}`;
  return status.kind;
}

export function characterText(seat: Pick<SeatView, 'id' | 'name' | 'role' | 'wounds'>): string {
  const role = seat.role === 'general' ? 'General' : 'Dragon';
  return `${seat.name} (${factionName(seat.id)} ${role})`;
}

export function creatureText(creature: Pick<CreatureInPlay, 'card' | 'wounds'>): string {
  const stats = content.DENIZENS[creature.card]?.creature;
  const wounds = stats ? `, ${creature.wounds} of ${stats.wounds} wounds` : '';
  return `${denizenName(creature.card)} (Creature${wounds})`;
}

/** "Null Portal with 1 of 4 wounds", "Nullborn", "Dragon dial with 0 of 5 wounds, bonded to Allaria". */
export function dialText(dial: Pick<DialState, 'kind' | 'wounds' | 'bondedTo'>): string {
  const info = content.DIALS[dial.kind];
  const wounds = info.wounds > 1 ? ` with ${dial.wounds} of ${info.wounds} wounds` : '';
  const bond = dial.bondedTo ? `, bonded to ${factionName(dial.bondedTo)}` : '';
  return `${info?.name ?? dial.kind}${wounds}${bond}`;
}

/** "Allaria Stronghold with 3 wounds left". */
export function strongholdText(stronghold: StrongholdState): string {
  return `${capitalise(sideName(stronghold.owner))} Stronghold with ${plural(stronghold.woundsLeft, 'wound')} left`;
}

/** The Saga pieces standing in a region (Epics of Valerna). */
export interface RegionExtras {
  dials?: Pick<DialState, 'kind' | 'wounds' | 'bondedTo'>[];
  stronghold?: StrongholdState;
  /** The engine's reading of the region (view().statuses); only named when no Units stand there. */
  status?: RegionStatus;
}

/** "Hollowdepths: 3 Tyveria Units, 2 Power tokens, city, Null Portal with 1 of 4 wounds". */
export function regionAccessibleName(
  id: RegionId,
  region: RegionState,
  characters: Pick<SeatView, 'id' | 'name' | 'role' | 'wounds'>[],
  creatures: Pick<CreatureInPlay, 'card' | 'wounds'>[],
  extras: RegionExtras = {},
): string {
  const parts: string[] = [];
  const sides = unitSides(region);
  for (const { side, count } of sides) parts.push(plural(count, `${sideName(side)} Unit`));
  if (sides.length === 0) parts.push(statusText(extras.status ?? { kind: 'uncontrolled' }));
  if (region.power > 0) parts.push(plural(region.power, 'Power token'));
  if (region.city) parts.push('city');
  if (extras.stronghold) parts.push(strongholdText(extras.stronghold));
  for (const seat of characters) parts.push(characterText(seat));
  for (const dial of extras.dials ?? []) parts.push(dialText(dial));
  for (const creature of creatures) parts.push(creatureText(creature));
  return `${regionName(id)}: ${parts.join(', ')}`;
}
