import { seatOf } from '../board';
import { ask, pop } from '../frames';
import { spendPower } from '../power';
import type { Choice, GameState, PaymentFrame } from '../types';

/** RB-28a: a bonded player pays from either partner's board, in any split. */
export function runPayment(s: GameState, f: PaymentFrame, answer?: Choice): void {
  const own = seatOf(s, f.seat).power.unspent;
  const theirs = seatOf(s, f.partner).power.unspent;
  if (answer?.kind === 'count') {
    spendPower(s, f.seat, answer.n);
    spendPower(s, f.partner, f.cost - answer.n);
    pop(s);
    return;
  }
  const fewest = Math.max(0, f.cost - theirs);
  const most = Math.min(f.cost, own);
  const options: Choice[] = [];
  for (let n = most; n >= fewest; n--) options.push({ kind: 'count', n });
  ask(s, f.seat, 'vaala-payment', 'RB-28a', options, { card: f.card });
}
