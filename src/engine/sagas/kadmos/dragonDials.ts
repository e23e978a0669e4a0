import { bondedDialOf, isGeneral, seatOf, unitOwners } from '../../board';
import { logEvent } from '../../log';
import type { BondedPiece, Fate, HitContext, RuleModule } from '../../ruleHooks/hooks';
import { targetsAnEnemy } from '../../targets';
import type { DialState, GameState, RegionId, Scenario, SeatId, SideId, Target } from '../../types';
import { hitsOnBondedDial, toDialEssence, woundBondedDial } from './bondedDial';
import { dialOf, hitDial } from '../dials';
import { inPlay } from '../machinery';
import { mutDial } from '../../draft';

/**
 * Dragon dials as the base rules meet them (EV-DIAL, EV-DDIAL): a wild one is everyone's enemy
 * and a Dragon for effects (Q-DIAL-4); a bonded one fights within its General's force (Q-DDIAL-2),
 * takes its wounds when he says so (EV-DDIAL-5), keeps the Units it destroys (EV-DDIAL-15) and is
 * his bonded partner (EV-DDIAL-8).
 */

const wildDialsIn = (s: GameState, region: RegionId): Target[] =>
  s.dials
    .filter((d) => d.region === region && d.kind === 'dragon' && !d.bondedTo)
    .map((d): Target => ({ kind: 'dial', id: d.id }));

/** Q-DIAL-4: Dragon dials are Dragons; a wild one is everyone's enemy (docs/rulings.md). */
function dialsHitBy(s: GameState, seat: SeatId, region: RegionId): Target[] {
  return s.dials
    .filter(
      (d) =>
        d.kind === 'dragon' &&
        d.region === region &&
        (d.bondedTo === null || targetsAnEnemy(s, seat, d.bondedTo)),
    )
    .map((d): Target => ({ kind: 'dial', id: d.id }));
}

function bondedPiece(s: GameState, seat: SeatId): BondedPiece | null {
  const dial = bondedDialOf(s, seat);
  if (!dial) return null;
  return {
    region: dial.region,
    wounds: dial.wounds,
    heal(amount) {
      const healed = Math.min(amount, dial.wounds);
      if (healed > 0) mutDial(s, dial.id).wounds -= healed;
      logEvent(s, { kind: 'dial-healed', seat, dial: dial.id, healed });
    },
  };
}

/**
 * EV-DIAL-7/8 for a wild dial (dials.ts). Q-DIAL-2: a bonded Dragon dial is never removed; outside
 * combat (Wilderness wounds, Vaala cards) it meets the Skull instead (EV-DDIAL-22). In combat it is
 * never a target of its own: it fights within its General's force (hitsOnBondedDial).
 */
function hitDragonDial(s: GameState, dial: DialState, hits: number, ctx: HitContext): Fate {
  if (dial.bondedTo) return woundBondedDial(s, dial, hits, ctx.inCombat);
  return hitDial(s, dial, hits, ctx);
}

/** A scenario's dials (docs/scenarios.md), of every kind: the Null's too. */
function placeDials(s: GameState, sc: Scenario, problems: string[]): void {
  const bonded = new Map<string, string>();
  (sc.dials ?? []).forEach((spec, i) => {
    const where = `dials.${i}`;
    const dial = s.dials.find((d) => d.kind === spec.kind && d.region === null);
    if (!dial) {
      problems.push(
        `${where}: no ${spec.kind} dial left to place (are its Saga's pieces in play?)`,
      );
      return;
    }
    dial.region = spec.region;
    dial.wounds = spec.wounds ?? 0;
    if (dial.wounds >= s.content.dials[dial.kind].wounds)
      problems.push(
        `${where}.wounds: a ${spec.kind} dial holds at most ${s.content.dials[dial.kind].wounds - 1} wounds`,
      );
    if (spec.bondedTo) {
      const problem = bondProblem(s, spec.kind, spec.bondedTo, bonded.get(spec.bondedTo));
      if (problem) problems.push(`${where}.bondedTo: ${problem}`);
      dial.bondedTo = spec.bondedTo;
      bonded.set(spec.bondedTo, dial.id);
    }
    if (spec.essence) {
      problems.push(...dialEssenceProblems(s, spec.essence, !!spec.bondedTo, `${where}.essence`));
      dial.essence = [...spec.essence];
    }
  });
}

/** EV-SAGA-KAD-5, EV-DDIAL-8, Q-KAD-2: a non-bonded General bonds with one Dragon dial. */
function bondProblem(
  s: GameState,
  kind: string,
  seat: SideId,
  already: string | undefined,
): string | null {
  if (kind !== 'dragon') return 'only a Dragon dial bonds with a General (EV-SAGA-KAD-5)';
  if (seat === 'neutral' || !s.seats.some((x) => x.id === seat)) return `${seat} is not seated`;
  const general = seatOf(s, seat);
  if (!isGeneral(general))
    return `${general.name} is a Dragon; only Generals bond with Dragon dials (EV-SAGA-KAD-5)`;
  if (already) return `${general.name} is already bonded to ${already} (EV-DDIAL-8)`;
  if (general.bondedTo)
    return `${general.name} is bonded to ${seatOf(s, general.bondedTo).name} and cannot bond again (EV-DDIAL-8)`;
  return null;
}

/** EV-DDIAL-15, Q-DDIAL-5: the Reference card's track, never full (a full track pays at once). */
function dialEssenceProblems(
  s: GameState,
  essence: SideId[],
  bonded: boolean,
  where: string,
): string[] {
  if (!bonded) return [`${where}: only a bonded Dragon dial has an Essence track (EV-DDIAL-15)`];
  const problems: string[] = [];
  const most = s.content.bondedDialCard.essenceTrack - 1;
  if (essence.length > most)
    problems.push(`${where}: at most ${most} Units (a full track pays at once, Q-DDIAL-5)`);
  for (const side of essence)
    if (!unitOwners(s).includes(side)) problems.push(`${where}: ${side} has no Units in this game`);
  return problems;
}

export const dragonDials = {
  id: 'dragon-dials',
  active: (s) => inPlay(s, 'kadmos'),
  targetKinds: {
    dial: {
      region: (s, t) => dialOf(s, t.id).region!,
      exists: (s, t) => dialOf(s, t.id).region !== null,
      combatValue: (s, t, add) => add('Dial', s.content.dials[dialOf(s, t.id).kind].combatValue),
      hit: (s, t, hits, ctx) => hitDragonDial(s, dialOf(s, t.id), hits, ctx),
    },
  },
  targets: wildDialsIn,
  hitTargets: (s, seat, region, what) => (what === 'dragons' ? dialsHitBy(s, seat, region) : []),
  // Q-DDIAL-2: a bonded dial fights as its General's force.
  forceStandsIn: (s, side, region) =>
    side !== 'neutral' && bondedDialOf(s, side)?.region === region,
  hitsOnForce: hitsOnBondedDial,
  takesDestroyedUnits: toDialEssence,
  bondedPiece,
  // EV-DDIAL-8: a General bonded to a Dragon dial is bonded too, though to no player.
  bonded: (s, seat) => s.dials.some((d) => d.bondedTo === seat),
  scenario: placeDials,
} satisfies RuleModule;
