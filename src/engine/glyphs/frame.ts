import type { CardId, Glyph, GlyphFrame, RegionId, SeatId } from '../types';

export function glyphFrame(
  seat: SeatId,
  glyph: Glyph,
  card: CardId | null,
  region: RegionId | null,
): GlyphFrame {
  return {
    kind: 'glyph',
    seat,
    glyph,
    card,
    region,
    remaining: 0,
    arrived: {},
    goal: null,
    played: 0,
    started: false,
  };
}
