import type { DenizenId, GameState, Scenario, SeatId } from '../../types';
import { gainTokens } from '../../power';
import { logEvent } from '../../log';
import type { RuleModule } from '../../ruleHooks/hooks';
import { inPlay } from '../machinery';

/**
 * The Relic tokens as the base rules and scenarios meet them (EV-SAGA-RELIC); the Saga's own
 * setup, Stages and trigger are in relicsSaga.ts, which loads with a game that plays it.
 */

/** Power tokens lying on a Denizen card (EV-SAGA-RELIC). */
export const relicsOn = (s: GameState, denizen: DenizenId) => s.relics[denizen] ?? 0;

/**
 * Takes `n` tokens off a card; `to` is a seat's board (unspent side up), or the supply. Tokens a
 * full Epic board cannot take stay on the card (Q-SLOT-2).
 */
export function takeRelics(s: GameState, denizen: DenizenId, n: number, to: SeatId | null): void {
  const taken = to === null ? n : gainTokens(s, to, n);
  const left = relicsOn(s, denizen) - taken;
  const relics = { ...s.relics };
  if (left > 0) relics[denizen] = left;
  else delete relics[denizen];
  s.relics = relics;
  if (to === null) s.supply.power += n;
}

/**
 * EV-SAGA-RELIC-9, Q-RELIC-3: a card leaving the lineup for a player gives its tokens back to the
 * supply. Called by Upgrade (RB-23); does nothing to a card without tokens.
 */
function returnRelics(s: GameState, denizen: DenizenId): void {
  const n = relicsOn(s, denizen);
  if (n === 0) return;
  takeRelics(s, denizen, n, null);
  logEvent(s, { kind: 'relics-returned', seat: null, denizen, count: n });
}

/** EV-SAGA-RELIC-1/5/6/8, Q-RELIC-2: a scenario's Relic tokens lie on Denizen cards in the lineup. */
function placeRelics(s: GameState, sc: Scenario, problems: string[]): void {
  const relics = Object.entries(sc.relics ?? {}).filter(([, n]) => (n ?? 0) > 0);
  if (relics.length > 0 && !inPlay(s, 'relics'))
    problems.push(`relics: Relic tokens come only with ${s.content.sagas.relics.name}`);
  for (const [card] of relics)
    if (!s.lineup.includes(card as never))
      problems.push(
        `relics.${card}: Relic tokens lie only on cards in the lineup (EV-SAGA-RELIC-1)`,
      );
  s.relics = Object.fromEntries(relics);
}

/** The Relic tokens on Denizen cards, as the base rules meet them (EV-SAGA-RELIC-9). */
export const relicTokens = {
  id: 'relics',
  active: (s) => inPlay(s, 'relics'),
  denizenTaken: (s, _seat, denizen) => returnRelics(s, denizen),
  scenario: placeRelics,
} satisfies RuleModule;
