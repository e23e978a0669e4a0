import { areEnemies, bondedDialOf, unitSideIn } from '../board';
import { startCombat } from '../combat';
import { combatValue } from '../combatValue';
import { dialOf, nullDialsIn } from './dials';
import { pop } from '../frames';
import { targetExists } from '../hits';
import { logEvent } from '../log';
import { targetRegion } from '../targets';
import type { Choice, GameState, RegionId, SagaAttackFrame, Target } from '../types';
import { askSaga } from './chooser';

export function sagaAttack(attacker: Target, rule: string, bonus = 0): SagaAttackFrame {
  return { kind: 'saga-attack', attacker, bonus, step: 'target', battleground: null, rule };
}

/**
 * Q-ASSAULT-4: the "type" of a piece for EV-ASSAULT-11. Neutral forces share one type, Null
 * forces another, non-bonded Dragon dials a third; a player's pieces are that player's type; each
 * Creature is its own.
 */
function typeOf(s: GameState, t: Target): string {
  switch (t.kind) {
    case 'force':
      return t.side;
    case 'dragon':
      return t.seat;
    case 'creature':
      return `creature:${t.card}`;
    case 'dial':
      return dialOf(s, t.id).bondedTo ?? 'wild-dragon';
    case 'null':
      return 'null';
  }
}

const PLAYER_TYPES = new Set(['allaria', 'tyveria', 'nahuac', 'fulgen', 'skarn', 'fell']);

/** EV-ASSAULT-11: an enemy is a force, Dragon or Creature of a different type (bonded partners excepted). */
export function areSagaEnemies(s: GameState, a: Target, b: Target): boolean {
  const ta = typeOf(s, a);
  const tb = typeOf(s, b);
  if (ta === tb) return false;
  if (PLAYER_TYPES.has(ta) && PLAYER_TYPES.has(tb)) return areEnemies(s, ta as never, tb as never);
  return true;
}

/** Every side standing in a region, each as one target. */
function sidesIn(s: GameState, region: RegionId): Target[] {
  const out: Target[] = [];
  const unitSide = unitSideIn(s, region);
  if (unitSide) out.push({ kind: 'force', side: unitSide, region });
  for (const seat of s.seats) {
    const here = seat.location === region || bondedDialOf(s, seat.id)?.region === region;
    if (!here) continue;
    if (seat.role === 'dragon') out.push({ kind: 'dragon', seat: seat.id });
    else if (unitSide !== seat.id) out.push({ kind: 'force', side: seat.id, region });
  }
  if (
    s.strongholds[region] &&
    !out.some((t) => t.kind === 'force' && t.side === s.strongholds[region]!.owner)
  ) {
    out.push({ kind: 'force', side: s.strongholds[region]!.owner, region });
  }
  for (const dial of s.dials) {
    if (dial.region === region && dial.kind === 'dragon' && !dial.bondedTo)
      out.push({ kind: 'dial', id: dial.id });
  }
  if (nullDialsIn(s, region).length > 0) out.push({ kind: 'null', region });
  for (const creature of s.creatures)
    if (creature.region === region) out.push({ kind: 'creature', card: creature.card });
  return out.filter((t) => targetExists(s, t));
}

/** Q-ASSAULT-3: targets are compared by their current Combat Value. */
const standingCv = (s: GameState, t: Target) => combatValue(s, t, { attacking: false, bonus: 0 });

function strongest(s: GameState, targets: Target[]): Target[] {
  const best = Math.max(...targets.map((t) => standingCv(s, t)));
  return targets.filter((t) => standingCv(s, t) === best);
}

/**
 * EV-ASSAULT-2…10: a Saga-caused attacker targets the enemy with the highest Combat Value in its
 * region or an adjacent one, then fights every enemy in that region, one at a time from highest
 * to lowest Combat Value, until none is left or the attacker falls (Q-ASSAULT-2/5: it never moves
 * and never retreats). Ties go to the chooser, at random in solo (EV-ASSAULT-8…10).
 */
export function runSagaAttack(s: GameState, f: SagaAttackFrame, answer?: Choice): void {
  if (!targetExists(s, f.attacker)) {
    pop(s);
    return;
  }
  const from = targetRegion(s, f.attacker);
  if (answer?.kind === 'target') {
    fight(s, f, from, answer.target);
    return;
  }
  const reach = f.step === 'target' ? [from, ...s.content.regions[from].land] : [f.battleground!];
  const enemies = reach
    .flatMap((r) => sidesIn(s, r))
    .filter((t) => areSagaEnemies(s, f.attacker, t));
  if (enemies.length === 0) {
    pop(s);
    return;
  }
  const tied = strongest(s, enemies);
  if (tied.length === 1) {
    fight(s, f, from, tied[0]);
    return;
  }
  const subject = f.attacker.kind === 'dial' ? { dial: f.attacker.id } : {};
  askSaga(
    s,
    'saga-target',
    'EV-ASSAULT-8',
    tied.map((target): Choice => ({ kind: 'target', from, target })),
    { subject, randomInSolo: true },
  );
}

function fight(s: GameState, f: SagaAttackFrame, from: RegionId, target: Target): void {
  if (f.step === 'target') {
    f.step = 'fight';
    f.battleground = targetRegion(s, target);
    logEvent(s, {
      kind: 'saga-attack',
      seat: null,
      rule: f.rule,
      attacker: f.attacker,
      region: f.battleground,
    });
  }
  startCombat(s, f.attacker, target, from, null, f.bonus);
}
