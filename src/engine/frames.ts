import { seatOf } from './board';
import type {
  CardId,
  Choice,
  Decision,
  DecisionKind,
  Frame,
  GameState,
  Glyph,
  GlyphFrame,
  RegionId,
  SagaFrame,
  SagaFrameOf,
  SagaId,
  SeatId,
  VaalaId,
} from './types';

/**
 * The effect stack (docs/architecture.md §5). A handler looks at the top frame, does one step, and
 * either pops it, pushes follow-up frames, or asks a Decision and waits for the answer.
 */

export function push(s: GameState, ...frames: Frame[]): void {
  // Frames are given in the order they should run; the stack runs its last element first.
  for (let i = frames.length - 1; i >= 0; i--) s.frames.push(frames[i]);
}

export function pop(s: GameState): void {
  s.frames.pop();
}

/** The card or glyph that asks; a frame without a card passes its `card: null` as it is. */
interface AskedBy {
  card?: CardId | VaalaId | null;
  glyph?: Glyph;
}

/** Only the keys that have a value: a state never holds `undefined` (it is JSON, types.ts). */
function sourceOf(by: AskedBy | undefined): Pick<Decision, 'source'> {
  const source: NonNullable<Decision['source']> = {};
  if (by?.card) source.card = by.card;
  if (by?.glyph) source.glyph = by.glyph;
  return source.card || source.glyph ? { source } : {};
}

export function ask(
  s: GameState,
  seat: SeatId,
  kind: DecisionKind,
  rule: string,
  options: Choice[],
  by?: AskedBy,
): void {
  if (options.length === 0) throw new Error(`engine bug: ${kind} asked with no options`);
  s.pending = {
    seat,
    kind,
    rule,
    options,
    ...sourceOf(by),
    automaton: seatOf(s, seat).controller === 'faceless',
  };
}

export const isHuman = (s: GameState, seat: SeatId) => seatOf(s, seat).controller === 'human';

/** A Glyph to resolve: a card's, an Event's grant, or one a Vaala card or a Saga gives. */
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

/** A Saga's setup, Stage effect or triggered ∞ rule, to be run by that Saga's module. */
export function sagaFrame<K extends SagaId>(
  saga: K,
  when: SagaFrame['when'],
  stage?: SagaFrame['stage'],
  trigger?: string | null,
): SagaFrameOf<K>;
export function sagaFrame(
  saga: SagaId,
  when: SagaFrame['when'],
  stage: SagaFrame['stage'] = 0,
  trigger: string | null = null,
): SagaFrame {
  return { kind: 'saga', saga, when, stage, trigger, step: 'start', memo: {} };
}

/** A memo field a Saga frame was made with (its trigger's seat, a region): missing is a fault. */
export function given<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`engine bug: a Saga frame was made without its ${what}`);
  return value;
}
