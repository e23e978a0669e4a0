import { REGION_IDS } from '../../content/ids';
import { combatValue } from '../../combatValue';
import { dialsInSupply, isNullDial, placeDial } from '../dials';
import { glyphFrame, pop, push } from '../../frames';
import { logEvent } from '../../log';
import { regionsWhere } from '../../placement';
import type { Choice, GameState, RegionId, SagaFrameOf, Target } from '../../types';
import { sagaAttack } from '../assault';
import { askSaga } from '../chooser';
import type { SagaModule } from '../../ruleHooks/hooks';
import { sagaName } from '../machinery';

/** EV-SAGA-NULL-5: a player's Combat Value against a Null force never exceeds this. */
const NULL_CAP = 3;

/** The printed Stages (EV-SAGA-NULL-7…14): Nullborn per Portal region, and the Wrath's bonus. */
const STAGES: Record<1 | 2 | 3, { nullborn: number; wrath: boolean; bonus: number }> = {
  1: { nullborn: 1, wrath: false, bonus: 0 },
  2: { nullborn: 1, wrath: true, bonus: 0 },
  3: { nullborn: 2, wrath: true, bonus: 1 },
};

const STAGE_RULES = { 1: 'EV-SAGA-NULL-7', 2: 'EV-SAGA-NULL-9', 3: 'EV-SAGA-NULL-12' } as const;
const FALLBACK_RULES = { 1: 'EV-SAGA-NULL-8', 2: 'EV-SAGA-NULL-10', 3: 'EV-SAGA-NULL-13' } as const;

const regionOptions = (regions: RegionId[]): Choice[] =>
  regions.map((region): Choice => ({ kind: 'region', region }));

/** Regions holding a piece of the given kind, in board order (Q-CHOICE-4). */
const regionsWith = (s: GameState, kind: 'portal' | 'null'): RegionId[] =>
  REGION_IDS.filter((r) =>
    s.dials.some((d) => d.region === r && (kind === 'null' ? isNullDial(d) : d.kind === kind)),
  );

/**
 * For the challenging solo preference (Q-CHOICE-5): how much a Null piece in `region` threatens
 * the humans — their Units and miniatures in it and next to it.
 */
function threat(s: GameState, region: RegionId): number {
  const near = [region, ...s.content.regions[region].land];
  let harm = 0;
  for (const seat of s.seats) {
    if (seat.controller !== 'human') continue;
    for (const r of near) harm += s.regions[r].units[seat.id] ?? 0;
    if (near.includes(seat.location)) harm += 1;
  }
  return harm;
}

function askRegion(s: GameState, rule: string, regions: RegionId[]): void {
  askSaga(s, 'saga-region', rule, regionOptions(regions), {
    harm: regions.map((r) => threat(s, r)),
  });
}

/** EV-SAGA-NULL-4, Q-SETUP-3: a Portal in each of 2 regions no faction starts in; the chooser picks. */
function setup(s: GameState, f: SagaFrameOf<'null'>, answer?: Choice): void {
  const placed = f.memo.placed ?? [];
  if (answer?.kind === 'region') {
    placeDial(s, 'portal', answer.region);
    f.memo = { ...f.memo, placed: [...placed, answer.region] };
  }
  const done = f.memo.placed ?? [];
  const homes = new Set<RegionId>(s.seats.map((seat) => seat.home));
  const open = REGION_IDS.filter((r) => !homes.has(r) && !done.includes(r));
  if (done.length === 2 || open.length === 0 || dialsInSupply(s, 'portal').length === 0) {
    pop(s);
    return;
  }
  askRegion(s, 'EV-SAGA-NULL-4', open);
}

/**
 * EV-SAGA-NULL-7…14, Q-NULL-5: all placements first (Nullborn with every Portal, or the fallback
 * Portal when none is in play), then, from Stage II, every Null force's Wrath.
 */
function stage(s: GameState, f: SagaFrameOf<'null'>, answer?: Choice): void {
  const n = f.stage as 1 | 2 | 3;
  let reply = answer;
  for (;;) {
    const waiting =
      f.step === 'start'
        ? plan(s, f)
        : f.step === 'nullborn'
          ? placeNullborn(s, f, n, reply)
          : f.step === 'fallback-portal'
            ? fallbackPortal(s, f, n, reply)
            : wrath(s, f, n, reply);
    if (waiting || s.frames[s.frames.length - 1] !== f) return;
    reply = undefined;
  }
}

/** Fixes the Portal regions before anything is placed (EV-SAGA-NULL-7/9/12 vs 8/10/13). */
function plan(s: GameState, f: SagaFrameOf<'null'>): boolean {
  const portals = regionsWith(s, 'portal');
  f.memo = { ...f.memo, portals, placed: [] };
  f.step = portals.length > 0 ? 'nullborn' : 'fallback-portal';
  return false;
}

/**
 * Nullborn for every Portal region; from a short supply as many as there are, the chooser picking
 * which regions get them one at a time (Q-NULL-7, Q-PREC-7). EV-SAGA-NULL-15: no limit per region.
 */
function placeNullborn(
  s: GameState,
  f: SagaFrameOf<'null'>,
  n: 1 | 2 | 3,
  answer?: Choice,
): boolean {
  const portals = f.memo.portals ?? [];
  const each = STAGES[n].nullborn;
  let placed = f.memo.placed ?? [];
  const give = (region: RegionId) => {
    placeDial(s, 'nullborn', region);
    placed = [...placed, region];
  };
  const count = (r: RegionId) => placed.filter((p) => p === r).length;
  const supply = () => dialsInSupply(s, 'nullborn').length;
  if (answer?.kind === 'region') give(answer.region);
  // Enough left for every Portal region: no one has to choose.
  if (supply() >= portals.length * each - placed.length)
    for (const r of portals) while (count(r) < each) give(r);
  f.memo = { ...f.memo, placed };
  const owed = portals.filter((r) => count(r) < each);
  if (owed.length === 0 || supply() === 0) {
    f.step = 'wrath';
    return false;
  }
  askRegion(s, STAGE_RULES[n], owed);
  return true;
}

/** EV-SAGA-NULL-8/10/13: with no Portal in play, one comes back in an uncontrolled region (Stage III with a Nullborn). */
function fallbackPortal(
  s: GameState,
  f: SagaFrameOf<'null'>,
  n: 1 | 2 | 3,
  answer?: Choice,
): boolean {
  if (answer?.kind === 'region') {
    placeDial(s, 'portal', answer.region);
    if (n === 3) placeDial(s, 'nullborn', answer.region);
    f.step = 'wrath';
    return false;
  }
  const open = regionsWhere(s, 'uncontrolled');
  if (open.length === 0) {
    // Q-STAGE-4: nowhere to place it; the rest of the Stage still resolves.
    f.step = 'wrath';
    return false;
  }
  askRegion(s, FALLBACK_RULES[n], open);
  return true;
}

/**
 * EV-SAGA-NULL-11/14, Q-NULL-3: each Null force, strongest first (ties to the chooser), takes one
 * Wrath (EV-ASSAULT, Q-ASSAULT-1). The order is recounted after each, as combats change it.
 */
function wrath(s: GameState, f: SagaFrameOf<'null'>, n: 1 | 2 | 3, answer?: Choice): boolean {
  const acted = f.memo.acted ?? [];
  const rule = n === 3 ? 'EV-SAGA-NULL-14' : 'EV-SAGA-NULL-11';
  const launch = (region: RegionId) => {
    f.memo = { ...f.memo, acted: [...acted, region] };
    logEvent(s, { kind: 'null-wrath', seat: null, region, bonus: STAGES[n].bonus });
    push(s, sagaAttack({ kind: 'null', region }, rule, STAGES[n].bonus));
  };
  if (answer?.kind === 'region') {
    launch(answer.region);
    return true;
  }
  const waiting = STAGES[n].wrath ? regionsWith(s, 'null').filter((r) => !acted.includes(r)) : [];
  if (waiting.length === 0) {
    pop(s);
    return true;
  }
  const cv = (r: RegionId) =>
    combatValue(s, { kind: 'null', region: r }, { attacking: true, bonus: 0 });
  const best = Math.max(...waiting.map(cv));
  const tied = waiting.filter((r) => cv(r) === best);
  if (tied.length === 1) launch(tied[0]);
  else askRegion(s, rule, tied);
  return true;
}

/**
 * Q-NULL-2: the cap binds players' sides only — General forces (a bonded Dragon dial fights within
 * its General's force) and player Dragons.
 */
const isPlayersSide = (t: Target) =>
  t.kind === 'dragon' || (t.kind === 'force' && t.side !== 'neutral');

export const nullSaga: SagaModule<'null'> = {
  setup,
  stage,
  /**
   * EV-SAGA-NULL-5: during combat against a Null force a player's Combat Value above 3 becomes 3,
   * after all their bonuses (Q-NULL-2), other Sagas' included.
   */
  combatLimit(s, t, ctx, cv, add) {
    if (ctx.opponent?.kind === 'null' && isPlayersSide(t))
      add(sagaName(s, 'null'), Math.min(cv, NULL_CAP) - cv);
  },
  /**
   * EV-SAGA-NULL-6/19, Q-NULL-6: the player who eliminated every Null dial of the region in
   * combat, attacking or defending, may take a Vaala Glyph action right after (in a Stage's Null
   * Wrath, once the Stage effect is over: Q-PREC-2). A retreat ends the combat with the Null force
   * standing, so no retreating player gets here.
   */
  afterCombat(s, c) {
    const nullAttacked = c.attacker.kind === 'null';
    if (!nullAttacked && c.defender.kind !== 'null') return [];
    const nullFate = nullAttacked ? c.attackerFate : c.defenderFate;
    const player = nullAttacked ? c.defenderSeat : c.attackerSeat;
    if (nullFate !== 'destroyed' || player === null) return [];
    logEvent(s, { kind: 'null-force-defeated', seat: player, rule: 'EV-SAGA-NULL-6' });
    return [glyphFrame(player, 'vaala', null, null)];
  },
};
