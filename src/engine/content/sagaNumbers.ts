/** Numbers printed on the Saga cards (the module rulebook's EV-SAGA-… rules) as data. */

/** EV-SAGA-RETURN-5/7: regions holding at least this many Power tokens lose them all, by Stage. */
export const RETURN_PURGE_AT: Record<2 | 3, number> = { 2: 3, 3: 2 };
/** EV-SAGA-RETURN-6/8: Stage II/III place 1 neutral Unit in this many different regions. */
export const RETURN_STAGE_REGIONS = 2;

/** EV-SAGA-ZENITH-2: the most Vaala cards a hand may hold. */
export const ZENITH_HAND_LIMIT = 2;
/** EV-SAGA-ZENITH-1: unspent Power tokens each board gets at setup. */
export const ZENITH_SETUP_POWER = 1;
/** EV-SAGA-ZENITH-3/4: Power tokens a region keeps at Stages I and II. */
export const ZENITH_REGION_KEEPS = 1;

/** EV-SAGA-WEAVE-2: how much cheaper every Vaala card is. */
export const WEAVERS_DISCOUNT = 1;
/** EV-SAGA-WEAVE-4: Vaala actions the poorest player(s) take at Stage II. */
export const WEAVERS_STAGE_2_ACTIONS = 2;
/** EV-SAGA-WEAVE-6: spent tokens each player may flip at Stage III. */
export const WEAVERS_FLIP = 3;

/** EV-SAGA-NULL-5: a player's Combat Value against a Null force never exceeds this. */
export const NULL_CAP = 3;
