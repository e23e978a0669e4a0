import { isGeneral, seatOf, unitsIn } from '../../board';
import { combatValue } from '../../combatValue';
import { REGION_IDS } from '../../content/ids';
import { dialOf, dialsInSupply } from '../dials';
import { bondRoll, isBonded } from '../../dragonbond';
import { given, pop, push, sagaFrame } from '../../frames';
import { logEvent } from '../../log';
import { regionsWhere } from '../../placement';
import { pickRandom } from '../../rng';
import { targetRegion } from '../../targets';
import type { Choice, DialState, GameState, RegionId, SagaFrameOf } from '../../types';
import { sagaAttack } from '../assault';
import {
  afterGlyph,
  afterRetreat,
  beforeCombat,
  bondedDialBonus,
  deployMove,
  harvestHeal,
  prepareCombat,
  retreatDial,
} from './bondedDial';
import { askSaga } from '../chooser';
import type { SagaModule } from '../../ruleHooks/hooks';
import { sagaName } from '../machinery';
import { mutDial, mutRegion } from '../../draft';

/** Q-DDIAL-8: Stage effects see only the Dragon dials in play that no General is bonded to. */
const wildDials = (s: GameState): DialState[] =>
  s.dials.filter((d) => d.kind === 'dragon' && d.region !== null && !d.bondedTo);

/** Q-SETUP-3: a starting region is one a faction in this game starts in. */
const nonStartingRegions = (s: GameState): RegionId[] =>
  REGION_IDS.filter((r) => !s.seats.some((seat) => seat.home === r));

/**
 * Challenging solo (EV-CHOICE-9): a wild dial is worse for the human the more of the human's
 * Units (and its General, counted as 1) stand where its Wrath reaches: its region and the land
 * regions next to it (EV-ASSAULT-2).
 */
function exposure(s: GameState, region: RegionId): number {
  const human = s.seats.find((seat) => seat.controller === 'human');
  if (!human) return 0;
  return [region, ...s.content.regions[region].land].reduce(
    (n, r) => n + unitsIn(s, r, human.id) + (human.location === r ? 1 : 0),
    0,
  );
}

/**
 * EV-SAGA-KAD-3/7/10/13, EV-SAGA-KAD-14, Q-KAD-4: places Dragon dials one at a time in distinct
 * regions the chooser picks, a random dial from the supply each, until `count` are placed or the
 * supply or the regions run out.
 */
function placeDials(
  s: GameState,
  f: SagaFrameOf<'kadmos'>,
  answer: Choice | undefined,
  count: number,
  regions: (s: GameState) => RegionId[],
  rule: string,
): void {
  if (answer?.kind === 'region') {
    const dial = mutDial(s, pickRandom(s, dialsInSupply(s, 'dragon')).id);
    dial.region = answer.region;
    dial.wounds = 0;
    logEvent(s, {
      kind: 'dial-placed',
      seat: null,
      dial: dial.id,
      dialKind: 'dragon',
      region: answer.region,
      rule,
    });
    f.memo.placed = [...(f.memo.placed ?? []), answer.region];
  }
  const placed = f.memo.placed ?? [];
  const open = regions(s).filter((r) => !placed.includes(r));
  if (placed.length >= count || open.length === 0 || dialsInSupply(s, 'dragon').length === 0) {
    pop(s);
    return;
  }
  askSaga(
    s,
    'saga-region',
    rule,
    open.map((region): Choice => ({ kind: 'region', region })),
    { harm: open.map((r) => exposure(s, r)) },
  );
}

/** EV-SAGA-KAD-6, Q-KAD-6, Q-PREC-5: 1 Power token from each region with a wild dial, to the supply. */
function burnPower(s: GameState): void {
  const regions = REGION_IDS.filter((r) => wildDials(s).some((d) => d.region === r));
  for (const region of regions) {
    if (s.regions[region].power === 0) continue;
    mutRegion(s, region).power -= 1;
    s.supply.power += 1;
    logEvent(s, { kind: 'power-destroyed', seat: null, region, count: 1, rule: 'EV-SAGA-KAD-6' });
  }
}

/**
 * EV-SAGA-KAD-8/9, 11/12, Q-KAD-3: each wild dial in turn, highest current Combat Value first
 * (ties to the chooser), heals all its wounds and then takes a Wrath action (EV-ASSAULT).
 */
function nextWrath(s: GameState, f: SagaFrameOf<'kadmos'>, answer: Choice | undefined): void {
  const rule = f.stage === 2 ? 'EV-SAGA-KAD-9' : 'EV-SAGA-KAD-12';
  if (answer?.kind === 'target' && answer.target.kind === 'dial') {
    unleash(s, f, dialOf(s, answer.target.id), rule);
    return;
  }
  const done = f.memo.done ?? [];
  const left = wildDials(s).filter((d) => !done.includes(d.id));
  if (left.length === 0) {
    pop(s);
    return;
  }
  const cv = (d: DialState) =>
    combatValue(s, { kind: 'dial', id: d.id }, { attacking: true, bonus: 0 });
  const best = Math.max(...left.map(cv));
  const tied = left.filter((d) => cv(d) === best);
  if (tied.length === 1) {
    unleash(s, f, tied[0], rule);
    return;
  }
  askSaga(
    s,
    'saga-piece',
    'Q-KAD-3',
    tied.map((d): Choice => ({
      kind: 'target',
      from: d.region!,
      target: { kind: 'dial', id: d.id },
    })),
    { harm: tied.map((d) => exposure(s, d.region!)) },
  );
}

function unleash(s: GameState, f: SagaFrameOf<'kadmos'>, dial: DialState, rule: string): void {
  f.memo.done = [...(f.memo.done ?? []), dial.id];
  if (dial.wounds > 0) {
    const healRule = f.stage === 2 ? 'EV-SAGA-KAD-8' : 'EV-SAGA-KAD-11';
    logEvent(s, {
      kind: 'dial-healed',
      seat: null,
      dial: dial.id,
      healed: dial.wounds,
      rule: healRule,
    });
    mutDial(s, dial.id).wounds = 0;
  }
  push(s, sagaAttack({ kind: 'dial', id: dial.id }, rule));
}

function stage(s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice): void {
  if (f.step === 'start') {
    f.step = 'place-or-wrath';
    if (wildDials(s).length === 0) {
      // EV-SAGA-KAD-7/10/13: no wild dial, so new ones come.
      f.memo.place = f.stage === 3 ? 2 : 1;
    } else if (f.stage === 1) {
      burnPower(s);
      pop(s);
      return;
    } else {
      f.memo.done = [];
    }
  }
  if (typeof f.memo.place === 'number') {
    const rule = ['', 'EV-SAGA-KAD-7', 'EV-SAGA-KAD-10', 'EV-SAGA-KAD-13'][f.stage];
    placeDials(s, f, answer, f.memo.place, (x) => regionsWhere(x, 'uncontrolled'), rule);
    return;
  }
  nextWrath(s, f, answer);
}

/**
 * EV-SAGA-KAD-4/5, Q-KAD-1/2: a General bonded to no Dragon (player or dial) who ends a turn in
 * a region with a wild dial rolls once for Dragonbond with it; the chooser picks among several.
 */
function bondAtTurnEnd(s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice): void {
  const general = given(f.memo.seat, 'seat');
  if (answer?.kind === 'target' && answer.target.kind === 'dial') {
    const dial = dialOf(s, answer.target.id);
    if (bondRoll(s, general, dial.id)) {
      mutDial(s, dial.id).bondedTo = general;
      logEvent(s, { kind: 'dial-bonded', seat: general, dial: dial.id, region: dial.region });
    }
    pop(s);
    return;
  }
  const here = seatOf(s, general).location;
  const dials = wildDials(s).filter((d) => d.region === here);
  if (dials.length === 0) {
    pop(s);
    return;
  }
  askSaga(
    s,
    'saga-piece',
    'EV-SAGA-KAD-4',
    dials.map((d): Choice => ({ kind: 'target', from: here, target: { kind: 'dial', id: d.id } })),
    { subject: { seat: general } },
  );
}

const TRIGGERS: Record<string, (s: GameState, f: SagaFrameOf<'kadmos'>, answer?: Choice) => void> =
  {
    dragonbond: bondAtTurnEnd,
    combat: prepareCombat,
    retreat: (s, f) => retreatDial(s, f),
    deploy: deployMove,
    harvest: harvestHeal,
  };

export const kadmos: SagaModule<'kadmos'> = {
  setup: (s, f, answer) => placeDials(s, f, answer, 2, nonStartingRegions, 'EV-SAGA-KAD-3'),
  stage,
  trigger: (s, f, answer) => TRIGGERS[f.trigger!](s, f, answer),
  // EV-DDIAL-13, Q-DDIAL-2: the combat is in the defender's region.
  combatValue: (s, t, ctx, add) => {
    if (t.kind !== 'force' || t.side === 'neutral') return;
    const battleground = ctx.attacking && ctx.opponent ? targetRegion(s, ctx.opponent) : t.region;
    add(sagaName(s, 'kadmos'), bondedDialBonus(s, t.side, battleground));
  },
  afterCard: (s, card) => {
    if (card.kind !== 'action') return [];
    const seat = seatOf(s, card.seat);
    if (!isGeneral(seat) || isBonded(s, seat.id)) return [];
    if (!wildDials(s).some((d) => d.region === seat.location)) return [];
    return [{ ...sagaFrame('kadmos', 'trigger', 0, 'dragonbond'), memo: { seat: seat.id } }];
  },
  beforeCombat,
  withRetreat: afterRetreat,
  afterGlyph,
};
