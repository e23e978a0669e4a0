import { controllerOf, isGeneral, seatOf } from '../board';
import type { RuleModule } from '../ruleHooks/hooks';

/**
 * RB-42, the base game's reconstruction §10: the bonded abilities, active once a General and a
 * Dragon have bonded (house numbers).
 */
export const bondedAbilities = {
  id: 'bonded-abilities',
  // A bond can form in any game (RB-41); the hooks look for one.
  active: () => true,
  // §10: a bonded General's force in its Dragon's region has +2 CV.
  combatValue(s, t, _ctx, add) {
    if (t.kind !== 'force' || t.side === 'neutral') return;
    const seat = seatOf(s, t.side);
    if (isGeneral(seat) && seat.bondedTo && seatOf(s, seat.bondedTo).location === t.region)
      add('Bonded Dragon nearby', s.content.numbers.bondedGeneralCv);
  },
  // §10: a bonded Dragon takes 1 extra token in a region its General controls.
  harvestBonus(s, id, region) {
    const seat = seatOf(s, id);
    return seat.bondedTo && controllerOf(s, region) === seat.bondedTo
      ? s.content.numbers.bondedDragonExtraHarvest
      : 0;
  },
} satisfies RuleModule;
