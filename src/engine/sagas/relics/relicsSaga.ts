import { seatOf } from '../../board';
import { given, pop, sagaFrame } from '../../frames';
import { logEvent } from '../../log';
import type { Choice, DenizenId, GameState, RegionId, SagaFrameOf } from '../../types';
import { askSaga } from '../chooser';
import type { SagaModule } from '../../ruleHooks/hooks';
import { relicsOn, takeRelics } from './relicTokens';

/** The Saga of the Relics (EV-SAGA-RELIC): its setup, Stages and retreat trigger. */

/** Moves tokens onto a card from the supply (Q-RELIC-5); a short supply gives what remains. */
function placeRelic(s: GameState, denizen: DenizenId, rule: string): void {
  if (s.supply.power === 0) return;
  s.supply.power -= 1;
  s.relics = { ...s.relics, [denizen]: relicsOn(s, denizen) + 1 };
  logEvent(s, { kind: 'relic-placed', seat: null, denizen, rule });
}

/** The lineup's cards by slot, left to right; Creature cards never sit there (Q-RELIC-2). */
const lineupCards = (s: GameState): DenizenId[] => s.lineup.filter((d) => d !== null);

/** EV-SAGA-RELIC-1, Q-SETUP-3: a token on each lineup card whose homeland no faction starts in. */
function setup(s: GameState): void {
  const homes = new Set<RegionId>(s.seats.map((seat) => seat.home));
  for (const denizen of lineupCards(s))
    if (!homes.has(s.content.denizens[denizen].homeland)) placeRelic(s, denizen, 'EV-SAGA-RELIC-1');
  pop(s);
}

/**
 * EV-SAGA-RELIC-5…8, Q-RELIC-2: the rightmost or leftmost is the outermost occupied slot (empty
 * slots are passed over, EV-SAGA-RELIC-10).
 */
function stage(s: GameState, f: SagaFrameOf<'relics'>): void {
  const cards = lineupCards(s);
  if (f.stage === 3) {
    for (const denizen of cards) {
      if (relicsOn(s, denizen) === 0) continue;
      takeRelics(s, denizen, 1, null);
      logEvent(s, { kind: 'relic-removed', seat: null, denizen, rule: 'EV-SAGA-RELIC-7' });
    }
  }
  if (cards.length > 0) {
    if (f.stage === 2) placeRelic(s, cards[0], 'EV-SAGA-RELIC-6');
    else
      placeRelic(s, cards[cards.length - 1], f.stage === 1 ? 'EV-SAGA-RELIC-5' : 'EV-SAGA-RELIC-8');
  }
  pop(s);
}

/** Lineup cards with tokens whose homeland is `region` (EV-SAGA-RELIC-4, Q-RELIC-1). */
const guardedIn = (s: GameState, region: RegionId) =>
  lineupCards(s).filter((d) => s.content.denizens[d].homeland === region && relicsOn(s, d) > 0);

/**
 * EV-SAGA-RELIC-4, Q-RELIC-4: after a retreat from `from`, the Dragon or General may take 1 token
 * from one matching card. A human may decline; a Faceless always takes, the card picked by
 * whoever chooses for it (EV-CHOICE-3…5).
 */
function trigger(s: GameState, f: SagaFrameOf<'relics'>, answer?: Choice): void {
  const seat = given(f.memo.seat, 'seat');
  if (answer?.kind === 'denizen') {
    takeRelics(s, answer.denizen, 1, seat);
    logEvent(s, {
      kind: 'relic-gained',
      seat: seat,
      denizen: answer.denizen,
      rule: 'EV-SAGA-RELIC-4',
    });
  }
  const cards = answer ? [] : guardedIn(s, given(f.memo.from, 'region'));
  if (cards.length === 0) {
    pop(s);
    return;
  }
  const options = cards.map((denizen): Choice => ({ kind: 'denizen', denizen }));
  if (seatOf(s, seat).controller === 'human') options.push({ kind: 'pass' });
  askSaga(s, 'saga-piece', 'EV-SAGA-RELIC-4', options, { subject: { seat } });
}

export const relicsSaga: SagaModule<'relics'> = {
  setup,
  stage,
  trigger,
  /** EV-SAGA-RELIC-2: a lineup card holding a token stays in its slot at Clean-up. */
  keepsLineupCard: (s, denizen) => relicsOn(s, denizen) > 0,
  afterRetreat(s, seat, from) {
    if (guardedIn(s, from).length === 0) return [];
    return [{ ...sagaFrame('relics', 'trigger', 0, 'retreat'), memo: { seat, from } }];
  },
};
