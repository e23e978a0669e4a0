import type { CardId, Choice, GameView, SeatId } from '../engine';
import { glyphsOf } from './policy';
import type { Line } from './rollout';

/** The longest Planning a candidate tries (a General holds 6 Action cards and some Region cards). */
const MOST_CARDS = 5;

/**
 * Candidate Plannings for the rest of the round, each a Line: pass now, or 1…5 cards in some
 * order and then pass (RB-13: the first pass ends everyone's Planning, so when to pass is half the
 * choice). For each length, one order puts the Harvest cards first and one is random; Region
 * cards of regions the seat does not hold are left out (they would do nothing, RB-17).
 */
export function planLines(v: GameView, seat: SeatId, random: () => number): Line[] {
  const hand = v.seats.find((x) => x.id === seat)!.hand ?? [];
  const useful = hand.filter((card) => {
    if (!card.startsWith('region:')) return true;
    const status = v.statuses[card.slice('region:'.length) as keyof GameView['statuses']];
    return status.kind === 'controlled' && status.by === seat;
  });
  const pass: Choice = { kind: 'pass' };
  const lines: Line[] = [{ first: pass, laterPlans: [] }];
  const seen = new Set<string>();
  for (let n = 1; n <= Math.min(MOST_CARDS, useful.length); n++) {
    const harvestFirst = [
      ...shuffled(
        useful.filter((c) => glyphsOf(c).includes('harvest')),
        random,
      ),
      ...shuffled(
        useful.filter((c) => !glyphsOf(c).includes('harvest')),
        random,
      ),
    ];
    for (const order of [harvestFirst, shuffled(useful, random)]) {
      const cards = order.slice(0, n);
      // Two orders of cards with the same Glyphs are the same Planning.
      const key = cards.map(sameAs).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const plays = cards.map((card): Choice => ({ kind: 'card', card }));
      lines.push({ first: plays[0], laterPlans: [...plays.slice(1), pass] });
    }
  }
  return lines;
}

const sameAs = (card: CardId) => (card.startsWith('region:') ? card : glyphsOf(card).join('+'));

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
