import { STAGE_CARDS, STAGE_MARKERS } from '../content/ids';
import { shuffle } from '../rng';
import { eachInstalled } from '../ruleHooks/apply';
import { dialSupply } from '../setup';
import type { GameSetup, GameState, Scenario } from '../types';

/**
 * A scenario's module parts (docs/scenarios.md): the Sagas with their markers and Stages, the
 * Stage deck, and the modules' pieces. What the rules make impossible is refused with the field
 * it is in.
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
  s.dials = dialSupply(
    s.content,
    s.sagas.map((x) => x.id),
  );
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

/**
 * The modules' pieces (dials, Strongholds, Relic tokens, the Ally token), once the regions, seats
 * and lineup are laid out; each module refuses what its rules make impossible.
 */
export function placeModulePieces(s: GameState, sc: Scenario, problems: string[]): void {
  eachInstalled((m) => m.scenario!(s, sc, problems), 'scenario');
}
