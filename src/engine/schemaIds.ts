import { z } from 'zod';
import {
  DENIZEN_IDS,
  DRAGON_ACTION_CARDS,
  EVENT_IDS,
  FACTION_IDS,
  GENERAL_ACTION_CARDS,
  REGION_IDS,
  VAALA_IDS,
  WEEPING_MOTHER_IDS,
} from './content/ids';

/** The ids every schema for untrusted JSON checks against (setups, scenarios, moves). */

export const region = z.enum(REGION_IDS);
export const faction = z.enum(FACTION_IDS);
export const side = z.enum([...FACTION_IDS, 'neutral']);
export const count = z.number().int().min(0);
export const card = z.union([
  z.enum([...GENERAL_ACTION_CARDS, ...DRAGON_ACTION_CARDS]),
  z.templateLiteral(['region:', region]),
]);
export const vaala = z.enum(VAALA_IDS);
export const denizen = z.enum([...DENIZEN_IDS, ...WEEPING_MOTHER_IDS]);
export const event = z.enum(EVENT_IDS);
export const die = z.enum(['0', '1', '2', 'X', '2X']);
