import { isGeneral, seatOf, unitSideIn } from './board';
import { DIALS } from './content/dials';
import { BONDED_DIAL_CARD } from './content/dragonDials';
import { SAGAS, STAGE_CARDS, STAGE_MARKERS } from './content/sagas';
import { STRONGHOLD } from './content/strongholds';
import { dialSupply } from './dials';
import { shuffle } from './rng';
import { neutralRingsLeft, strongholdCount } from './strongholds';
import type { GameSetup, GameState, RegionId, Scenario, SideId } from './types';

/**
 * A scenario's module pieces (docs/scenarios.md): the Sagas with their markers and Stages, the
 * Stage deck, dials, Strongholds, Relic tokens and the Ally token. What the rules make impossible
 * is refused with the field it is in.
 */

/** The Sagas in play (EV-SAGA-SETUP-5, EV-SAGA-SETUP-8, Q-STAGE-3); their pieces come later. */
export function placeSagas(s: GameState, setup: GameSetup, sc: Scenario, problems: string[]): void {
  if (setup.sagas !== undefined)
    problems.push(
      'sagas: a scenario lists its Sagas in scenario.sagas, with their Stages and markers',
    );
  const sagas = sc.sagas ?? [];
  if (new Set(sagas.map((x) => x.id)).size !== sagas.length)
    problems.push('sagas: a Saga is listed twice');
  const free = STAGE_MARKERS.filter((m) => !sagas.some((x) => x.marker === m));
  s.sagas = sagas.map((x) => ({
    id: x.id,
    marker: x.marker ?? free.shift()!,
    stage: x.stage ?? 0,
  }));
  if (new Set(s.sagas.map((x) => x.marker)).size !== s.sagas.length)
    problems.push('sagas: two Sagas share a Stage marker');
  // EV-SAGA-SETUP-4, EV-SAGA-SETUP-8: setup runs while every marker is still on ∞.
  s.sagas.forEach((x, i) => {
    if (sc.sagaSetup && x.stage !== 0)
      problems.push(`sagas.${i}.stage: Saga setup runs with the marker on ∞ (stage 0)`);
  });
  s.options = { ...s.options, sagas: s.sagas.map((x) => x.id) };
  placeStageCards(s, sc, problems);
  s.dials = dialSupply(s.sagas.map((x) => x.id));
}

/** EV-STAGE-2, Q-STAGE-2: each Stage card is on the stack, in the deck or already discarded. */
function placeStageCards(s: GameState, sc: Scenario, problems: string[]): void {
  const staged = (sc.stack ?? []).flatMap((e) => ('stage' in e ? [e.stage] : []));
  const listed = [...staged, ...(sc.stageDeck ?? [])];
  if (listed.length > 0 && s.sagas.length === 0)
    problems.push(`${staged.length > 0 ? 'stack' : 'stageDeck'}: Stage cards need Sagas in play`);
  if (new Set(listed).size !== listed.length)
    problems.push('stageDeck: a Stage card is listed twice (in the deck or on the stack)');
  if (s.sagas.length === 0) return;
  if (sc.stageDeck) {
    s.stageDeck = [...sc.stageDeck];
    s.stageDiscard = STAGE_CARDS.filter((c) => !listed.includes(c));
  } else {
    s.stageDeck = shuffle(
      s,
      STAGE_CARDS.filter((c) => !staged.includes(c)),
    );
  }
}

/** Dials, Strongholds and Relic tokens, once the regions, seats and lineup are laid out. */
export function placeSagaPieces(s: GameState, sc: Scenario, problems: string[]): void {
  placeDials(s, sc, problems);
  placeStrongholds(s, sc, problems);
  placeRelics(s, sc, problems);
}

/** Who may hold a Unit on an Essence track: the seated Generals and the neutral force. */
export function unitOwners(s: GameState): SideId[] {
  return ['neutral', ...s.seats.filter(isGeneral).map((seat) => seat.id)];
}

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
    if (dial.wounds >= DIALS[dial.kind].wounds)
      problems.push(
        `${where}.wounds: a ${spec.kind} dial holds at most ${DIALS[dial.kind].wounds - 1} wounds`,
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
  const most = BONDED_DIAL_CARD.essenceTrack - 1;
  if (essence.length > most)
    problems.push(`${where}: at most ${most} Units (a full track pays at once, Q-DDIAL-5)`);
  for (const side of essence)
    if (!unitOwners(s).includes(side)) problems.push(`${where}: ${side} has no Units in this game`);
  return problems;
}

/** EV-SAGA-HOLD-2/19/22, Q-HOLD-2: rings around cities, at most 3 per General. */
function placeStrongholds(s: GameState, sc: Scenario, problems: string[]): void {
  const holds = Object.entries(sc.strongholds ?? {}) as [
    RegionId,
    { owner: SideId; woundsLeft?: number },
  ][];
  if (holds.length === 0) return;
  if (!s.sagas.some((x) => x.id === 'strongholds'))
    problems.push(`strongholds: Strongholds come only with ${SAGAS.strongholds.name}`);
  for (const [region, hold] of holds) {
    const where = `strongholds.${region}`;
    if (!unitOwners(s).includes(hold.owner))
      problems.push(`${where}.owner: a Stronghold belongs to a seated General or is neutral`);
    if (!s.regions[region].city)
      problems.push(`${where}: a Stronghold surrounds a city (EV-SAGA-HOLD-19)`);
    const units = unitSideIn(s, region);
    // EV-SAGA-HOLD-6, RB-7a: enemy Units enter only by destroying it, and sides never mix.
    if (units && units !== hold.owner)
      problems.push(
        `${where}: ${units} Units never stand in the region of a ${hold.owner} Stronghold`,
      );
    s.strongholds[region] = { owner: hold.owner, woundsLeft: hold.woundsLeft ?? STRONGHOLD.wounds };
  }
  for (const seat of s.seats.filter(isGeneral)) {
    const count = strongholdCount(s, seat.id);
    if (count > STRONGHOLD.ringsPerGeneral)
      problems.push(
        `strongholds: ${seat.name} has ${count} Strongholds; a General has at most ${STRONGHOLD.ringsPerGeneral} in play (EV-SAGA-HOLD-22)`,
      );
  }
  if (neutralRingsLeft(s) < 0)
    problems.push(
      'strongholds: more Strongholds than the box has rings (EV-SAGA-HOLD-1, Q-HOLD-2)',
    );
}

/** EV-SAGA-RELIC-1/5/6/8, Q-RELIC-2: Relic tokens lie on Denizen cards in the lineup. */
function placeRelics(s: GameState, sc: Scenario, problems: string[]): void {
  const relics = Object.entries(sc.relics ?? {}).filter(([, n]) => (n ?? 0) > 0);
  if (relics.length > 0 && !s.sagas.some((x) => x.id === 'relics'))
    problems.push(`relics: Relic tokens come only with ${SAGAS.relics.name}`);
  for (const [card] of relics)
    if (!s.lineup.includes(card as never))
      problems.push(
        `relics.${card}: Relic tokens lie only on cards in the lineup (EV-SAGA-RELIC-1)`,
      );
  s.relics = Object.fromEntries(relics);
}

/** EV-CHAR-8: the Ally token goes to another player of a game with Aellas. */
export function placeAllyToken(s: GameState, sc: Scenario): string[] {
  const holder = sc.allyHolder;
  if (!holder) return [];
  if (!s.ally) return ['allyHolder: the Ally token comes only with Aellas'];
  if (!s.seats.some((seat) => seat.id === holder)) return ['allyHolder: no such seat'];
  if (seatOf(s, holder).character === 'aellas') return ['allyHolder: Aellas is not his own Ally'];
  s.ally.holder = holder;
  return [];
}
