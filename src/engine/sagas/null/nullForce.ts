import type { Fate, HitContext, RuleModule } from '../../ruleHooks/hooks';
import type { GameState, RegionId, Target } from '../../types';
import { hitDial, nullDialsIn } from '../dials';
import { inPlay } from '../machinery';

/**
 * The Null's pieces as the base rules meet them (EV-DIAL-3, EV-SAGA-NULL-17…19): the Null dials
 * of a region fight as one Null force, everyone's enemy, that bars players' sides.
 */

const nullForceIn = (s: GameState, region: RegionId): Target[] =>
  nullDialsIn(s, region).length > 0 ? [{ kind: 'null', region }] : [];

/**
 * EV-SAGA-NULL-17/19: hits on a Null force go to its Nullborn first, then to its Portals (most
 * wounded first) — the order that lowers its Combat Value fastest (docs/rulings.md, Q-DIAL-6).
 */
function hitNullForce(s: GameState, region: RegionId, hits: number, ctx: HitContext): Fate {
  let left = hits;
  const order = nullDialsIn(s, region).sort((a, b) =>
    a.kind === b.kind ? b.wounds - a.wounds : a.kind === 'nullborn' ? -1 : 1,
  );
  for (const dial of order) {
    if (left === 0) break;
    const needed = s.content.dials[dial.kind].wounds - dial.wounds;
    const dealt = Math.min(left, needed);
    left -= dealt;
    hitDial(s, dial, dealt, ctx);
  }
  return nullDialsIn(s, region).length === 0 ? 'destroyed' : 'standing';
}

export const nullForce = {
  id: 'null-force',
  active: (s) => inPlay(s, 'null'),
  targetKinds: {
    null: {
      region: (_s, t) => t.region,
      exists: (s, t) => nullDialsIn(s, t.region).length > 0,
      combatValue(s, t, add) {
        for (const dial of nullDialsIn(s, t.region))
          add('Null dial', s.content.dials[dial.kind].combatValue);
      },
      hit: (s, t, hits, ctx) => hitNullForce(s, t.region, hits, ctx),
    },
  },
  // The base game's terms (a blocking enemy, RB-18): a Null force blocks players' sides (the
  // neutral force never moves, and shares its regions with Null Portals from setup on).
  blocks: (s, region, side) => side !== 'neutral' && nullDialsIn(s, region).length > 0,
  targets: nullForceIn,
  // EV-DIAL-7: a Null force is everyone's enemy, and effects wound its dials.
  hitTargets: (s, _seat, region, what) => (what === 'forces' ? nullForceIn(s, region) : []),
} satisfies RuleModule;
