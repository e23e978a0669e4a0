import type { RegionId } from './ids';

/**
 * The base game's reconstruction, §2 Map (RB-6, RB-7b). The 12-region count is known; names, layout
 * and links are house content.
 */
export interface RegionInfo {
  id: RegionId;
  name: string;
  land: RegionId[];
  sea: RegionId[];
  mountainAdjacent: boolean;
  /** A printed city stands here at the start (RB-3a). */
  printedCity: boolean;
  house: true;
}

const region = (
  id: RegionId,
  name: string,
  land: RegionId[],
  sea: RegionId[],
  mountainAdjacent: boolean,
  printedCity = false,
): RegionInfo => ({ id, name, land, sea, mountainAdjacent, printedCity, house: true });

export const REGIONS: Record<RegionId, RegionInfo> = {
  ysval: region('ysval', 'Ysvalian Marches', ['crown', 'allar'], ['serpent'], true),
  crown: region('crown', 'Crownspire', ['ysval', 'fell', 'allar', 'cross'], [], true),
  fell: region('fell', 'Fell Gate', ['crown', 'tyvh', 'moon'], [], false),
  tyvh: region('tyvh', 'Tyverian Highlands', ['fell', 'blood'], ['ashen'], false),
  allar: region(
    'allar',
    'Allarian Heartland',
    ['ysval', 'crown', 'cross', 'serpent'],
    [],
    false,
    true,
  ),
  cross: region('cross', 'Vaala Crossing', ['allar', 'crown', 'moon', 'hollow'], [], true),
  moon: region('moon', 'Red Moon Steppe', ['fell', 'cross', 'blood', 'nahu'], [], true),
  blood: region('blood', 'Blood Marches', ['tyvh', 'moon', 'ashen'], [], false, true),
  serpent: region(
    'serpent',
    'Serpentine Coast',
    ['allar', 'hollow'],
    ['ysval', 'ashen'],
    false,
    true,
  ),
  hollow: region('hollow', 'Hollowdepths', ['serpent', 'cross', 'nahu'], [], true),
  nahu: region('nahu', 'Nahuac Wilds', ['hollow', 'moon', 'ashen'], [], true),
  ashen: region('ashen', 'Ashen Shore', ['nahu', 'blood'], ['serpent', 'tyvh'], false),
};

export interface MountainInfo {
  id: string;
  name: string;
  touches: RegionId[];
}

export const MOUNTAINS: MountainInfo[] = [
  {
    id: 'kadmos',
    name: 'Mount Kadmos',
    touches: ['ysval', 'crown', 'cross', 'moon'] as RegionId[],
  },
  { id: 'ashfang', name: 'The Ashfang', touches: ['hollow', 'nahu'] as RegionId[] },
] as const;

/** RB-10: these non-starting regions get 2 Power tokens at setup instead of 1. */
export const RICH_REGIONS: RegionId[] = ['moon', 'cross'];

export function isAdjacent(a: RegionId, b: RegionId): boolean {
  return REGIONS[a].land.includes(b);
}

export function isSeaLinked(a: RegionId, b: RegionId): boolean {
  return REGIONS[a].sea.includes(b);
}
