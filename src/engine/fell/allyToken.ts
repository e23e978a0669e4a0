import { seatOf, turnOrder } from '../board';
import { ask, pop } from '../frames';
import { logEvent } from '../log';
import { spendPower } from '../power';
import type { AllyBiddingFrame, AllyCardFrame, Choice, GameState, SeatId, VaalaId } from '../types';
import { isFellKnight } from './knight';
import { mutSeat } from '../draft';

/**
 * EV-CHAR-8, §10: at the start of each Planning, in turn order, every other player may bid Power
 * once for the Fell Knight's Ally token, higher than the last bid, up to 3. A Faceless never bids.
 */
export function allyBidding(s: GameState): AllyBiddingFrame[] {
  if (!s.seats.some(isFellKnight)) return [];
  const bidders = turnOrder(s).filter((id) => {
    const seat = seatOf(s, id);
    return !isFellKnight(seat) && seat.controller === 'human';
  });
  return [{ kind: 'ally-bidding', bidders, bid: 0, leader: null }];
}

export function runAllyBidding(s: GameState, f: AllyBiddingFrame, answer?: Choice): void {
  if (answer) {
    const bidder = f.bidders[0];
    if (answer.kind === 'count') {
      f.bid = answer.n;
      f.leader = bidder;
      logEvent(s, { kind: 'ally-bid', seat: bidder, bid: answer.n });
    } else logEvent(s, { kind: 'ally-bid-passed', seat: bidder });
    f.bidders = f.bidders.slice(1);
  }
  // A player who cannot pay more than the last bid has nothing to decide.
  while (f.bidders.length > 0) {
    const most = Math.min(s.content.fellKnight.maxBid, seatOf(s, f.bidders[0]).power.unspent);
    if (most > f.bid) {
      const bids = Array.from({ length: most - f.bid }, (_, i): Choice => ({
        kind: 'count',
        n: f.bid + 1 + i,
      }));
      ask(s, f.bidders[0], 'ally-bid', 'EV-CHAR-8', [{ kind: 'pass' }, ...bids]);
      return;
    }
    f.bidders = f.bidders.slice(1);
  }
  // The top bidder pays and holds the token until the next bidding; with no bid, no one does.
  if (f.leader) spendPower(s, f.leader, f.bid);
  s.ally = { holder: f.leader };
  logEvent(s, { kind: 'ally-token', seat: f.leader, bid: f.bid });
  pop(s);
}

/**
 * EV-CHAR-10, Q-CHAR-2: a lasting Vaala card Aellas plays may lie face up before himself or before
 * the Ally token's holder; it helps whoever has it (EV-CHAR-11) and returns to Aellas's discard
 * pile at Clean-up (EV-CHAR-12).
 */
export function allyCardPlacement(s: GameState, seat: SeatId, card: VaalaId): AllyCardFrame[] {
  const holder = s.ally?.holder;
  const aellas = seatOf(s, seat).character === 'aellas';
  if (!aellas || !holder || holder === seat || !s.content.vaala[card].lasting) return [];
  return [{ kind: 'ally-card', seat, card }];
}

export function runAllyCard(s: GameState, f: AllyCardFrame, answer?: Choice): void {
  if (answer?.kind !== 'seat') {
    const options: Choice[] = [
      { kind: 'seat', seat: f.seat },
      { kind: 'seat', seat: s.ally!.holder! },
    ];
    ask(s, f.seat, 'ally-card', 'EV-CHAR-10', options, { card: f.card });
    return;
  }
  pop(s);
  if (answer.seat === f.seat) return;
  const own = mutSeat(s, f.seat).lasting;
  own.splice(
    own.findIndex((c) => c.card === f.card),
    1,
  );
  mutSeat(s, answer.seat).lasting.push({ card: f.card, used: false, from: f.seat });
  logEvent(s, { kind: 'vaala-given', seat: f.seat, card: f.card, to: answer.seat });
}
