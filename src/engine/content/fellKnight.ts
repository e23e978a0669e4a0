/** §10 Substitute factions (house): the Fell Knight's numbers, as data. */
export const FELL_KNIGHT = {
  /** Combat Value added while no one holds the Ally token. */
  loneCombatValue: 2,
  /** Power tokens its Harvest returns from its region to the supply, at most. */
  harvestReturns: 2,
  /** The highest bid for the Ally token. */
  maxBid: 3,
} as const;
