import { seatOf, unitsIn } from './board';
import { FACE_HITS } from './content/ids';
import { attackerContext, combatValue, defenderContext, type CvPart } from './combatValue';
import { ask, isHuman, pop, push } from './frames';
import { applyHits, targetExists, type Fate } from './hits';
import { logEvent } from './log';
import { legalRetreats } from './retreat';
import { rollDie } from './rng';
import { anyOf, firstOf, listOf, queueTriggered } from './ruleHooks/apply';
import { seatBehind, targetRegion } from './targets';
import type {
  Choice,
  CombatFrame,
  DieFace,
  GameState,
  Glyph,
  RegionId,
  SeatId,
  SeatState,
  Target,
} from './types';

import { mutCreature, mutSeat } from './draft';

const unusedLasting = (s: GameState, seat: SeatState) =>
  seat.lasting.filter(
    (card) => !card.used && s.content.vaala[card.card].effect.kind === 'lasting-cv',
  );

/** What a player's face-up lasting cards (Battle Hymn, Fury) add to its next combat (house cards). */
export function lastingBonus(s: GameState, seat: SeatId | null): number {
  if (!seat) return 0;
  return unusedLasting(s, seatOf(s, seat)).reduce((n, card) => {
    const effect = s.content.vaala[card.card].effect;
    return n + (effect.kind === 'lasting-cv' ? effect.amount : 0);
  }, 0);
}

/** The next combat claims the lasting bonus: it counts there and never again this round. */
function claimLastingBonus(s: GameState, seat: SeatId | null): number {
  const bonus = lastingBonus(s, seat);
  if (seat && unusedLasting(s, seatOf(s, seat)).length > 0)
    for (const card of unusedLasting(s, mutSeat(s, seat))) card.used = true;
  return bonus;
}

export function startCombat(
  s: GameState,
  attacker: Target,
  defender: Target,
  origin: RegionId,
  glyph: Glyph | null,
  /** A Stage's own bonus for a Saga-caused attack (EV-SAGA-NULL-14). */
  stageBonus = 0,
  /** EV-WEEP-19: a combat against a Weeping Mother starts a sequence; the next ones carry it. */
  sequence = anyOf(s, 'combatSequence', attacker, defender),
): void {
  const attackerSeat = seatBehind(attacker);
  const defenderSeat = seatBehind(defender);
  logEvent(s, {
    kind: 'combat-started',
    seat: attackerSeat,
    attacker,
    defender,
    origin,
    battleground: targetRegion(s, defender),
  });
  const combat: CombatFrame = {
    kind: 'combat',
    attacker,
    defender,
    attackerSeat,
    defenderSeat,
    origin,
    battleground: targetRegion(s, defender),
    glyph,
    step: 'roll',
    normalHits: 0,
    rounds: 0,
    attackerBonus: claimLastingBonus(s, attackerSeat),
    defenderBonus: claimLastingBonus(s, defenderSeat),
    stageBonus,
    defenderFate: 'standing',
    attackerFate: 'standing',
    sequence,
  };
  push(s, combat);
  // EV-DDIAL-5, EV-DDIAL-16: a bonded dial's choices come before the first roll.
  push(s, ...listOf(s, 'beforeCombat', combat));
}

const attackerCv = (s: GameState, f: CombatFrame, parts?: CvPart[]) =>
  combatValue(s, f.attacker, attackerContext(f), parts);
const defenderCv = (s: GameState, f: CombatFrame, parts?: CvPart[]) =>
  combatValue(s, f.defender, defenderContext(f), parts);

interface Roll {
  faces: DieFace[];
  normal: number;
  critical: number;
}

/** RB-4: each die's face counts its normal and critical hits (FACE_HITS). */
function roll(s: GameState, dice: number): Roll {
  const faces: DieFace[] = [];
  let normal = 0;
  let critical = 0;
  for (let i = 0; i < dice; i++) {
    const face = rollDie(s);
    faces.push(face);
    normal += FACE_HITS[face].normal;
    critical += FACE_HITS[face].critical;
  }
  return { faces, normal, critical };
}

/** RB-34, RB-35: only human players' sides may retreat; Faceless, neutral forces and Creatures never do. */
function mayRetreat(s: GameState, seat: SeatId | null): seat is SeatId {
  return seat !== null && isHuman(s, seat);
}

/** RB-31: one combat round after another until a side is destroyed, injured or retreats. */
export function runCombat(s: GameState, f: CombatFrame, answer?: Choice): void {
  switch (f.step) {
    case 'roll':
      return attackerRolls(s, f);
    case 'defend':
      return defenderActs(s, f, answer);
    case 'press-on':
      return attackerPressesOn(s, f, answer);
    case 'aftermath':
      return aftermath(s, f);
    case 'done':
      pop(s);
      return;
  }
}

function attackerRolls(s: GameState, f: CombatFrame): void {
  const parts: CvPart[] = [];
  const aCv = attackerCv(s, f, parts);
  if (aCv === 0 && defenderCv(s, f) === 0) {
    f.step = 'aftermath';
    return;
  }
  f.rounds += 1;
  const dice = roll(s, aCv);
  logEvent(s, {
    kind: 'combat-roll',
    seat: f.attackerSeat,
    side: 'attacker',
    faces: dice.faces,
    round: f.rounds,
    cv: aCv,
    parts,
  });
  // RB-31: critical hits land before the counterattack.
  const fate = applyHits(s, f.defender, dice.critical, { inCombat: true, by: f.attackerSeat });
  if (fate !== 'standing') {
    // RB-31a: the combat ends and the normal hits are lost.
    settle(s, f, 'standing', fate);
    return;
  }
  f.normalHits = dice.normal;
  f.step = 'defend';
  defenderActs(s, f);
}

function defenderActs(s: GameState, f: CombatFrame, answer?: Choice): void {
  const seat = f.defenderSeat;
  const retreats = mayRetreat(s, seat)
    ? legalRetreats(s, seat, targetRegion(s, f.defender), f.defender.kind === 'force')
    : [];
  if (!answer && retreats.length > 0 && seat) {
    ask(s, seat, 'defend', 'RB-31', [{ kind: 'counterattack' }, { kind: 'retreat' }]);
    return;
  }
  if (answer?.kind === 'retreat' && seat) {
    // RB-31a: the normal hits still land on a retreating defender, which then moves.
    const fate = applyHits(s, f.defender, f.normalHits, { inCombat: true, by: f.attackerSeat });
    logEvent(s, { kind: 'defender-retreats', seat: seat });
    if (fate === 'standing' && targetExists(s, f.defender)) {
      settle(s, f, 'standing', 'retreated');
      push(s, {
        kind: 'retreat',
        seat,
        from: targetRegion(s, f.defender),
        withUnits: f.defender.kind === 'force',
        forced: false,
      });
      return;
    }
    settle(s, f, 'standing', fate);
    return;
  }
  const parts: CvPart[] = [];
  const dCv = defenderCv(s, f, parts);
  const counter = roll(s, dCv);
  logEvent(s, {
    kind: 'combat-roll',
    seat: f.defenderSeat,
    side: 'defender',
    faces: counter.faces,
    round: f.rounds,
    cv: dCv,
    parts,
  });
  const attackerFate = applyHits(s, f.attacker, counter.normal + counter.critical, {
    inCombat: true,
    by: f.defenderSeat,
  });
  // RB-31a: step 3 applies even after a counterattack that destroyed or injured the attacker.
  const defenderFate = applyHits(s, f.defender, f.normalHits, {
    inCombat: true,
    by: f.attackerSeat,
  });
  if (attackerFate !== 'standing' || defenderFate !== 'standing') {
    settle(s, f, attackerFate, defenderFate);
    return;
  }
  f.step = 'press-on';
  attackerPressesOn(s, f);
}

function attackerPressesOn(s: GameState, f: CombatFrame, answer?: Choice): void {
  const seat = f.attackerSeat;
  // RB-35a: an attacker sharing the defender's region retreats only where RB-35 lets it move.
  const canRetreat =
    mayRetreat(s, seat) &&
    (f.origin !== targetRegion(s, f.defender) ||
      legalRetreats(s, seat, f.origin, f.attacker.kind === 'force').length > 0);
  if (!answer && canRetreat) {
    ask(s, seat, 'press-on', 'RB-34', [{ kind: 'continue' }, { kind: 'retreat' }]);
    return;
  }
  if (answer?.kind === 'retreat' && seat) {
    logEvent(s, { kind: 'attacker-retreats', seat: seat });
    f.attackerFate = 'retreated';
    f.step = 'aftermath';
    // RB-35a: an attacker retreats where it stands, unless it shares the defender's region.
    if (f.origin === targetRegion(s, f.defender)) {
      push(s, {
        kind: 'retreat',
        seat,
        from: f.origin,
        withUnits: f.attacker.kind === 'force',
        forced: false,
      });
    }
    return;
  }
  f.step = 'roll';
}

/** Records the fates and queues injuries (RB-33); the aftermath runs once they are done. */
function settle(
  s: GameState,
  f: CombatFrame,
  attackerFate: Fate | 'retreated',
  defenderFate: Fate | 'retreated',
): void {
  f.attackerFate = attackerFate;
  f.defenderFate = defenderFate;
  f.step = 'aftermath';
  if (defenderFate === 'injured' && f.defenderSeat) {
    push(s, { kind: 'injury', seat: f.defenderSeat, thief: f.attackerSeat, step: 'token' });
  }
  if (attackerFate === 'injured' && f.attackerSeat) {
    push(s, { kind: 'injury', seat: f.attackerSeat, thief: f.defenderSeat, step: 'token' });
  }
}

function aftermath(s: GameState, f: CombatFrame): void {
  f.step = 'done';
  // EV-WEEP-19/20: the attacker fights on against the enemies left in a Weeping Mother's region.
  const sequel = firstOf(s, 'sequel', f);
  if (sequel) push(s, sequel);
  // Q-PREC-2: inside a Stage effect (a Saga's Wrath or Assault) they wait until it is over.
  queueTriggered(s, listOf(s, 'afterCombat', f));
  logEvent(s, {
    kind: 'combat-ended',
    seat: f.attackerSeat,
    attacker: f.attackerFate,
    defender: f.defenderFate,
  });
  // RB-40: Creature miniatures heal fully when a combat ends.
  for (const t of [f.attacker, f.defender]) {
    if (t.kind === 'creature') {
      const creature = s.creatures.find((c) => c.card === t.card);
      if (creature && creature.wounds > 0) mutCreature(s, t.card).wounds = 0;
    }
  }
  // RB-21a: after a won Assault the attackers may move into the target's region.
  if (
    !sequel &&
    f.glyph === 'assault' &&
    f.attacker.kind === 'force' &&
    f.defenderFate !== 'standing' &&
    f.attackerFate === 'standing'
  ) {
    const to = f.battleground;
    const seat = f.attackerSeat!;
    const withGeneral = seatOf(s, seat).location === f.origin;
    // RB-21a: the General who fought may advance even when none of its Units are left.
    if (to !== f.origin && (unitsIn(s, f.origin, seat) > 0 || withGeneral)) {
      push(s, { kind: 'advance', seat, from: f.origin, to, withGeneral });
    }
  }
}
