import { seatOf } from '../board';
import type { RuleModule } from '../ruleHooks/hooks';
import type { GameState, Scenario } from '../types';
import { allyBidding, allyCardPlacement, runAllyBidding, runAllyCard } from './allyToken';
import { gainsPowerFrom, isFellKnight, runFellHarvest, sparesAlly } from './knight';

/**
 * Aellas (EV-CHAR-6…12, the base game's reconstruction §10): the Fell Knight in a Dragon's place,
 * and his Ally token, which comes into play with him whichever way he is played. Active while he is
 * seated.
 */

/** EV-CHAR-8: a scenario's holder of the Ally token, in a game with Aellas. */
function placeAllyToken(s: GameState, sc: Scenario, problems: string[]): void {
  const holder = sc.allyHolder;
  if (!holder) return;
  if (!s.ally) return void problems.push('allyHolder: the Ally token comes only with Aellas');
  if (!s.seats.some((seat) => seat.id === holder))
    return void problems.push('allyHolder: no such seat');
  if (seatOf(s, holder).character === 'aellas')
    return void problems.push('allyHolder: Aellas is not his own Ally');
  s.ally.holder = holder;
}

export const fellKnight = {
  id: 'fell-knight',
  active: (s) => s.ally !== null,
  // A seat without a named character plays its faction's (the Fell Knight's is Aellas).
  setupTable(s) {
    s.ally = s.seats.some((seat) => seat.character === 'aellas') ? { holder: null } : null;
  },
  scenario: placeAllyToken,
  frames: { 'ally-bidding': runAllyBidding, 'ally-card': runAllyCard },
  beforePlanning: allyBidding,
  afterVaalaPlayed: allyCardPlacement,
  // §10: +2 Combat Value while no one holds the Ally token.
  combatValue(s, t, _ctx, add) {
    if (t.kind === 'dragon' && isFellKnight({ id: t.seat }) && s.ally?.holder === null)
      add('Fell Knight without an Ally', s.content.fellKnight.loneCombatValue);
  },
  spares: sparesAlly,
  gainsPower: (s, seat, source) => gainsPowerFrom(seatOf(s, seat), source),
  // §10: the Fell Knight's Harvest returns tokens to the supply instead.
  glyphStep(s, f, answer) {
    if (f.glyph !== 'harvest' || !isFellKnight(seatOf(s, f.seat))) return false;
    runFellHarvest(s, f, answer);
    return true;
  },
} satisfies RuleModule;
