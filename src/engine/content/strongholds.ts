/** EV-SAGA-HOLD-1/10/15/22/31: the printed numbers of the Stronghold rings, as data. */
export const STRONGHOLD = {
  /** EV-SAGA-HOLD-1: rings in the box. */
  rings: 12,
  /** EV-SAGA-HOLD-2/22: each General faction's rings, and the most one General has in play. */
  ringsPerGeneral: 3,
  /** EV-SAGA-HOLD-31: the Combat value printed on a ring. */
  combatValue: 1,
  /** EV-SAGA-HOLD-3/15: the Wound value; a placed or reset ring shows it. */
  wounds: 4,
} as const;
