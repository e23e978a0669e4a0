import * as v from 'valibot';
import {
  DIE_FACE_KINDS,
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
  WEEPING_MOTHER_IDS,
} from '../content/ids';

/** The game's vocabulary as schemas, shared by the setup, scenario and move schemas. */

export const region = v.picklist(REGION_IDS);
export const faction = v.picklist(FACTION_IDS);
export const side = v.picklist([...FACTION_IDS, 'neutral']);
/** A whole number (one a double holds exactly) from `min` to `max`; a count has no top. */
export const int = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
export const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** An Action card, or a Region card (`region:<region id>`). */
export const card = v.picklist([
  ...GENERAL_ACTION_CARDS,
  ...DRAGON_ACTION_CARDS,
  ...REGION_IDS.map((id) => `region:${id}` as const),
]);
export const vaala = v.picklist(VAALA_IDS);
export const denizen = v.picklist([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
export const event = v.picklist(EVENT_IDS);
export const die = v.picklist(DIE_FACE_KINDS);
