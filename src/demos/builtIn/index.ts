import type { Demo } from '../types';
import { crowDemo } from './crow';
import { epicDragonDemo, epicGeneralDemo } from './epic';
import { kadmosDemo } from './kadmos';
import { nullDemo } from './null';
import { relicsDemo } from './relics';
import { returnDemo } from './return';
import { siegeDemo } from './siege';
import { strongholdsDemo } from './strongholds';
import { weaversDemo } from './weavers';
import { weepingMotherDemo } from './weepingMother';
import { wildernessDemo } from './wilderness';
import { zenithDemo } from './zenith';

/** The demos on the start screen, in the order they are listed: the nine Sagas, then the rest. */
export const BUILT_IN_DEMOS: Demo[] = [
  kadmosDemo,
  crowDemo,
  relicsDemo,
  returnDemo,
  strongholdsDemo,
  nullDemo,
  weaversDemo,
  wildernessDemo,
  zenithDemo,
  weepingMotherDemo,
  siegeDemo,
  epicDragonDemo,
  epicGeneralDemo,
];
