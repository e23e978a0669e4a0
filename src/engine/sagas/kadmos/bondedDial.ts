import { bondedDialOf, seatOf, unitsIn } from '../../board';
import { REGION_IDS } from '../../content/ids';
import { given, pop, sagaFrame } from '../../frames';
import type { Fate, HitContext } from '../../ruleHooks/hooks';
import { logEvent } from '../../log';
import { gainFromSupply, spendPower } from '../../power';
import type {
  Choice,
  CombatFrame,
  DialState,
  Frame,
  GameState,
  GlyphFrame,
  RegionId,
  SagaFrameOf,
  SagaMemos,
  SeatId,
  SideId,
} from '../../types';
import { askSaga } from '../chooser';
import { mutDial, mutSeat } from '../../draft';

/**
 * EV-DDIAL: a General bonded to a Dragon dial. The bond lives on the dial (`bondedTo`); the
 * General's own `bondedTo` stays null, since he is bonded to no player (EV-DDIAL-6/7: his token
 * lies on his own Character card). The dial is no Unit and no target of its own (EV-DDIAL-9…11):
 * it fights inside its General's force.
 */

/** The combat being fought right now: hits in combat land while its frame runs. */
function currentCombat(s: GameState): CombatFrame | null {
  const top = s.frames[s.frames.length - 1];
  return top?.kind === 'combat' ? top : null;
}

/** Q-DDIAL-2: a bonded dial takes part in a combat of its General's force in the dial's region. */
function involvedDial(s: GameState, seat: SideId, combat: CombatFrame): DialState | null {
  const sides = [combat.attacker, combat.defender];
  if (!sides.some((t) => t.kind === 'force' && t.side === seat)) return null;
  const dial = bondedDialOf(s, seat);
  return dial?.region === combat.battleground ? dial : null;
}

/**
 * Q-DDIAL-2: the dial is its General's whole side when his fighting force (in the region it
 * fights from) has neither Units nor his miniature; then it takes every wound.
 */
function fightsAlone(s: GameState, seat: SeatId, combat: CombatFrame): boolean {
  const region = forceRegion(combat, seat);
  return unitsIn(s, region, seat) === 0 && seatOf(s, seat).location !== region;
}

/**
 * EV-DDIAL-13, Q-DDIAL-2: +3 to the bonded General's force in a combat in its dial's region
 * (the defender's region; a force not yet in combat counts its own region).
 */
export function bondedDialBonus(s: GameState, seat: SideId, battleground: RegionId): number {
  return bondedDialOf(s, seat)?.region === battleground ? s.content.bondedDialCard.combatBonus : 0;
}

/**
 * EV-DDIAL-5/14: when the bonded General chose so for this combat, its force's wounds go to the
 * dial instead of to its Units. Returns the force's fate, or null when the force takes them.
 */
export function hitsOnBondedDial(
  s: GameState,
  side: SideId,
  hits: number,
  ctx: HitContext,
): Fate | null {
  const combat = ctx.inCombat ? currentCombat(s) : null;
  const dial = combat ? involvedDial(s, side, combat) : null;
  if (!combat || !dial) return null;
  const alone = fightsAlone(s, side as SeatId, combat);
  if (!alone && !combat.dialTakesWounds?.includes(side as SeatId)) return null;
  return woundBondedDial(s, dial, hits, ctx.inCombat);
}

/**
 * EV-DDIAL-22…24, Q-DIAL-2, Q-DDIAL-3: a fully wounded bonded dial is never removed; it heals 5
 * at once and its General's next Glyph is cancelled. Filled in combat, the General is injured
 * (he then gives up 1 Power and retreats, RB-33). Wounds past the full track are lost, as a Dragon's.
 */
export function woundBondedDial(
  s: GameState,
  target: DialState,
  hits: number,
  inCombat: boolean,
): Fate {
  const dial = mutDial(s, target.id);
  const capacity = s.content.dials.dragon.wounds;
  dial.wounds = Math.min(capacity, dial.wounds + hits);
  logEvent(s, {
    kind: 'dial-wounded',
    seat: dial.bondedTo,
    dial: dial.id,
    hits,
    wounds: dial.wounds,
  });
  if (dial.wounds < capacity) return 'standing';
  dial.wounds = Math.max(0, dial.wounds - s.content.bondedDialCard.skullHeal);
  mutSeat(s, dial.bondedTo!).skipNextGlyph = true;
  logEvent(s, { kind: 'dial-skull', seat: dial.bondedTo, dial: dial.id, inCombat });
  return inCombat ? 'injured' : 'standing';
}

/**
 * EV-DDIAL-15, Q-DDIAL-5: enemy Units the bonded General destroys in a combat involving its dial
 * go to the dial's Essence track; a full track gives 1 Power token and its Units go home.
 * Returns false when the Units go to their supply as usual.
 */
export function toDialEssence(s: GameState, by: SeatId | null, side: SideId, n: number): boolean {
  const combat = by ? currentCombat(s) : null;
  const involved = combat && by ? involvedDial(s, by, combat) : null;
  if (!involved || !by) return false;
  const dial = mutDial(s, involved.id);
  dial.essence = [...dial.essence, ...Array.from({ length: n }, () => side)];
  while (dial.essence.length >= s.content.bondedDialCard.essenceTrack) {
    const returned = dial.essence.slice(0, s.content.bondedDialCard.essenceTrack);
    dial.essence = dial.essence.slice(s.content.bondedDialCard.essenceTrack);
    for (const unit of returned) s.supply.units[unit] = (s.supply.units[unit] ?? 0) + 1;
    const gained = gainFromSupply(s, by, s.content.bondedDialCard.essencePower, 'essence');
    logEvent(s, { kind: 'essence-completed', seat: by, dial: dial.id, power: gained });
  }
  return true;
}

// ---- Triggered steps (run as Kadmos trigger frames) ----

function dialFrame(trigger: string, memo: SagaMemos['kadmos']): SagaFrameOf<'kadmos'> {
  return { ...sagaFrame('kadmos', 'trigger', 0, trigger), memo };
}

/** EV-DDIAL-16 then EV-DDIAL-5: the bonded Generals' choices before a combat's first roll. */
export function beforeCombat(s: GameState, combat: CombatFrame): Frame[] {
  const seats = [combat.attacker, combat.defender].flatMap((t) =>
    t.kind === 'force' && t.side !== 'neutral' && bondedDialOf(s, t.side) ? [t.side] : [],
  );
  return seats.length > 0 ? [dialFrame('combat', { asked: [], toDial: [] })] : [];
}

/** The combat this frame prepares: the nearest one below it. */
function combatBelow(s: GameState): number {
  for (let i = s.frames.length - 2; i >= 0; i--) if (s.frames[i].kind === 'combat') return i;
  throw new Error('engine bug: a bonded-dial combat step without a combat');
}

export function prepareCombat(s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice): void {
  const at = combatBelow(s);
  const combat = s.frames[at] as CombatFrame;
  if (f.step === 'start') {
    f.step = 'move-dial';
    if (moveIntoAttack(s, f, combat)) return;
  }
  if (f.step === 'move-dial') {
    if (answer?.kind === 'region') moveDial(s, combat.attackerSeat!, answer.region, 'EV-DDIAL-16');
    f.step = 'wounds';
    answer = undefined;
  }
  const asked = f.memo.asked ?? [];
  if (answer?.kind === 'target' && answer.target.kind === 'dial')
    f.memo.toDial = [...(f.memo.toDial ?? []), asked[asked.length - 1]];
  for (const seat of [combat.attackerSeat, combat.defenderSeat]) {
    if (!seat || asked.includes(seat)) continue;
    const dial = involvedDial(s, seat, combat);
    // EV-DDIAL-5 asks only when there is a choice: a lone dial takes the wounds (Q-DDIAL-2).
    if (!dial || fightsAlone(s, seat, combat)) continue;
    f.memo.asked = [...asked, seat];
    const region = dial.region!;
    // EV-DDIAL-5: the bonded player picks what takes this combat's wounds: the dial or the force.
    askSaga(
      s,
      'saga-piece',
      'EV-DDIAL-5',
      [
        { kind: 'target', from: region, target: { kind: 'dial', id: dial.id } },
        {
          kind: 'target',
          from: region,
          target: { kind: 'force', side: seat, region: forceRegion(combat, seat) },
        },
      ],
      { subject: { dial: dial.id } },
    );
    return;
  }
  // The combat frame may still be shared with the previous state: replace it, never edit it.
  s.frames[at] = { ...combat, dialTakesWounds: f.memo.toDial ?? [] };
  pop(s);
}

const forceRegion = (combat: CombatFrame, seat: SeatId): RegionId => {
  const t =
    combat.attacker.kind === 'force' && combat.attacker.side === seat
      ? combat.attacker
      : combat.defender;
  return t.kind === 'force' ? t.region : combat.battleground;
};

/** EV-DDIAL-16: an attacking General may bring its dial from next door into the fight. */
function moveIntoAttack(s: GameState, f: SagaFrameOf<'kadmos'>, combat: CombatFrame): boolean {
  const seat = combat.attacker.kind === 'force' ? combat.attackerSeat : null;
  const dial = seat ? bondedDialOf(s, seat) : null;
  if (!dial || !s.content.regions[dial.region!].land.includes(combat.battleground)) return false;
  askSaga(
    s,
    'saga-region',
    'EV-DDIAL-16',
    [{ kind: 'region', region: combat.battleground }, { kind: 'done' }],
    { subject: { dial: dial.id } },
  );
  return true;
}

function moveDial(s: GameState, seat: SeatId, to: RegionId, rule: string): void {
  const dial = bondedDialOf(s, seat);
  if (!dial) return;
  logEvent(s, { kind: 'dial-moved', seat, dial: dial.id, from: dial.region, to, rule });
  mutDial(s, dial.id).region = to;
}

/** EV-DDIAL-17, EV-DDIAL-23 (Q-DDIAL-1): the dial retreats along with its General's side. */
export function afterRetreat(s: GameState, seat: SeatId, from: RegionId, to: RegionId): Frame[] {
  return bondedDialOf(s, seat)?.region === from ? [dialFrame('retreat', { seat, to })] : [];
}

export function retreatDial(s: GameState, f: SagaFrameOf<'kadmos'>): void {
  moveDial(s, given(f.memo.seat, 'seat'), given(f.memo.to, 'region'), 'EV-DDIAL-17');
  pop(s);
}

/** EV-DDIAL-18, EV-DDIAL-20: the Deploy move and the Harvest heal follow their Glyphs. */
export function afterGlyph(s: GameState, glyph: GlyphFrame): Frame[] {
  if (!bondedDialOf(s, glyph.seat)) return [];
  if (glyph.glyph === 'deploy') return [dialFrame('deploy', { seat: glyph.seat })];
  if (glyph.glyph === 'harvest') return [dialFrame('harvest', { seat: glyph.seat })];
  return [];
}

/**
 * EV-DDIAL-18/19, Q-DDIAL-6: after Deploy the dial may move to an adjacent region or one
 * connected by sea, enemy Units or not; sharing a region starts no combat.
 */
export function deployMove(s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice): void {
  const seat = given(f.memo.seat, 'seat');
  const dial = bondedDialOf(s, seat);
  if (answer?.kind === 'region') moveDial(s, seat, answer.region, 'EV-DDIAL-18');
  if (answer || !dial) {
    pop(s);
    return;
  }
  const links = [...s.content.regions[dial.region!].land, ...s.content.regions[dial.region!].sea];
  const options: Choice[] = REGION_IDS.filter((r) => links.includes(r)).map((region) => ({
    kind: 'region',
    region,
  }));
  askSaga(s, 'saga-region', 'EV-DDIAL-18', [...options, { kind: 'done' }], {
    subject: { dial: dial.id },
  });
}

/** EV-DDIAL-20/21: after Harvest the dial heals 1 wound, and 1 more for 1 Power if wanted. */
export function harvestHeal(s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice): void {
  const seat = given(f.memo.seat, 'seat');
  const dial = bondedDialOf(s, seat);
  if (!dial) {
    pop(s);
    return;
  }
  if (f.step === 'start') {
    f.step = 'extra-heal';
    healDial(s, dial, s.content.bondedDialCard.harvestHeal, 'EV-DDIAL-20');
    if (
      bondedDialOf(s, seat)!.wounds > 0 &&
      seatOf(s, seat).power.unspent >= s.content.bondedDialCard.extraHealCost
    ) {
      askSaga(s, 'saga-option', 'EV-DDIAL-21', [{ kind: 'confirm' }, { kind: 'done' }], {
        subject: { dial: dial.id },
      });
      return;
    }
  }
  if (answer?.kind === 'confirm') {
    spendPower(s, seat, s.content.bondedDialCard.extraHealCost);
    healDial(s, dial, 1, 'EV-DDIAL-21');
  }
  pop(s);
}

function healDial(s: GameState, dial: DialState, amount: number, rule: string): void {
  const healed = Math.min(amount, dial.wounds);
  if (healed === 0) return;
  mutDial(s, dial.id).wounds -= healed;
  logEvent(s, { kind: 'dial-healed', seat: dial.bondedTo, dial: dial.id, healed, rule });
}
