/**
 * Effect frames (docs/architecture.md §5): small serialisable steps on a stack, run by resolver.ts.
 */
import type { VaalaEffect } from './content/vaalaCard';
import type { CardId, EventId, Glyph, RegionId, VaalaId } from './content/ids';
import type { SagaId, StageCardId } from './content/sagas';
import type { SeatId, Target } from './terms';

export interface RoundFrame {
  kind: 'round';
  step: 'planning' | 'resolution' | 'cleanup';
}
export interface PlanningFrame {
  kind: 'planning';
  turn: SeatId;
  started: boolean;
}
export interface ResolutionFrame {
  kind: 'resolution';
  next: number;
  /** Whether the ∞ rules triggered by the card just resolved have been queued. */
  triggered?: boolean;
}
export interface EventFrame {
  kind: 'event';
  event: EventId;
  started: boolean;
  /** Glyph grants: how many players in turn order have had theirs. */
  granted?: number;
}
export interface TurnFrame {
  kind: 'turn';
  seat: SeatId;
  card: CardId;
  /** Region cards act only in their region (RB-17a). */
  region: RegionId | null;
  glyphs: Glyph[];
  next: number;
}
export interface GlyphFrame {
  kind: 'glyph';
  seat: SeatId;
  glyph: Glyph;
  card: CardId | null;
  region: RegionId | null;
  /** Progress of multi-step glyphs. */
  remaining: number;
  /** Move: Units that arrived this Glyph, per region (they move only once). */
  arrived: Partial<Record<RegionId, number>>;
  /** Faceless goal region (RB-44a), fixed when the Glyph starts. */
  goal: RegionId | null;
  played: number;
  started: boolean;
}
/** One played Vaala card, or one step of an Epic ability (EV-ABIL): its effect runs here. */
export interface VaalaFrame {
  kind: 'vaala-card';
  seat: SeatId;
  /** The card played; null for an ability step. */
  card: VaalaId | null;
  effect: VaalaEffect;
  /**
   * Forced March, the one effect in two steps: at 'start' it asks where to, then 'march' moves
   * the General with the Units that go along. Every other effect resolves at 'start'.
   */
  step: 'start' | 'march';
  region: RegionId | null;
  remaining: number;
}
export interface PaymentFrame {
  kind: 'payment';
  seat: SeatId;
  partner: SeatId;
  cost: number;
  card: VaalaId;
}
export interface CombatFrame {
  kind: 'combat';
  attacker: Target;
  defender: Target;
  /** The players behind each side (null for neutral forces and Creatures). */
  attackerSeat: SeatId | null;
  defenderSeat: SeatId | null;
  /** Region the attacker fights from. */
  origin: RegionId;
  /** Region the defender stood in when the combat began (where an advance goes, RB-21a). */
  battleground: RegionId;
  glyph: Glyph | null;
  step: 'roll' | 'defend' | 'press-on' | 'aftermath' | 'done';
  normalHits: number;
  rounds: number;
  /** Lasting Vaala cards each side claimed for this combat (RB-28a). */
  attackerBonus: number;
  defenderBonus: number;
  /** A Stage's own bonus to a Saga-caused attacker (EV-SAGA-NULL-14). */
  stageBonus: number;
  /** What happened to the defender: it decides whether the attacker may advance. */
  defenderFate: 'standing' | 'destroyed' | 'injured' | 'retreated';
  attackerFate: 'standing' | 'destroyed' | 'injured' | 'retreated';
  /** EV-WEEP-19/20: one of a player's combats through a Weeping Mother's region. */
  sequence?: boolean;
  /** EV-DDIAL-5: Generals who send this combat's wounds to their bonded Dragon dial. */
  dialTakesWounds?: SeatId[];
}
/** EV-WEEP-19/20, Q-WEEP-8: the attacker picks the next enemy in a Weeping Mother's region. */
export interface SequelFrame {
  kind: 'sequel';
  seat: SeatId;
  attacker: Target;
  origin: RegionId;
  region: RegionId;
  glyph: Glyph | null;
}
export interface InjuryFrame {
  kind: 'injury';
  seat: SeatId;
  thief: SeatId | null;
  step: 'token' | 'retreat';
}
export interface RetreatFrame {
  kind: 'retreat';
  seat: SeatId;
  /** The side retreats from here; a General force takes its Units along. */
  from: RegionId;
  withUnits: boolean;
  forced: boolean;
}
export interface AdvanceFrame {
  kind: 'advance';
  seat: SeatId;
  from: RegionId;
  to: RegionId;
  withGeneral: boolean;
}

/** EV-STAGE-5…7: a revealed Stage card moves its marker, resolves that Stage, then is discarded. */
export interface StageFrame {
  kind: 'stage';
  card: StageCardId;
  step: 'advance' | 'discard';
  /** Q-PREC-2: ∞ rules the Stage effect triggered, in the order they fired; they run after it. */
  waiting: Frame[];
}

/**
 * A neutral placement's progress under its key (sagas/neutralPlacement.ts): the regions still to
 * get a Unit, and how many Units are left to place.
 */
export type PlacementMemo<K extends string> = { [P in K]?: RegionId[] } & {
  [P in `${K}:left`]?: number;
};

/**
 * What each Saga's frames remember between steps (a field is absent until its step sets it).
 * Plain JSON like the rest of the state; the compiler checks each module reads only its own.
 */
export interface SagaMemos {
  /** With the bonded dials' triggers (EV-DDIAL), which are Kadmos's frames. */
  kadmos: {
    seat?: SeatId;
    to?: RegionId;
    /** EV-DDIAL-5: who has been asked whether the dial takes their wounds, and who said yes. */
    asked?: SeatId[];
    toDial?: SeatId[];
    placed?: RegionId[];
    /** Dials that have made their Stage attack. */
    done?: string[];
    /** How many dials a Stage places (EV-SAGA-KAD-7/10/13). */
    place?: number;
  };
  crow: PlacementMemo<'setup' | 'units'>;
  relics: { seat?: SeatId; from?: RegionId };
  return: PlacementMemo<'setup' | 'units'>;
  strongholds: NoMemo;
  null: { placed?: RegionId[]; portals?: RegionId[]; acted?: RegionId[] };
  weavers: { queue?: SeatId[]; next?: number };
  wilderness: NoMemo;
  zenith: { discarding?: SeatId };
}

type NoMemo = Record<string, never>;

/**
 * The steps each Saga's frames take after 'start', by name. Every Saga frame begins at 'start',
 * where its first step runs; a Saga with no other step (never) keeps whatever progress its
 * frames make in their memo.
 */
export interface SagaSteps {
  /**
   * Stage: at 'start', with wild dials in play Stage I burns Power and ends (EV-SAGA-KAD-6);
   * otherwise 'place-or-wrath' places new dials when none is wild, or unleashes each wild one
   * (EV-SAGA-KAD-7…13). Before a combat: 'start' offers the attacker's dial the move into the
   * fight (EV-DDIAL-16), 'move-dial' makes it, 'wounds' asks who sends the combat's wounds to
   * their dial (EV-DDIAL-5). After Harvest: 'start' heals 1 and offers one more (EV-DDIAL-20),
   * 'extra-heal' pays for it (EV-DDIAL-21).
   */
  kadmos: 'place-or-wrath' | 'move-dial' | 'wounds' | 'extra-heal';
  /** Stage: 'start' places Stage II/III's Units, 'assaults' launches Stage I/III's, then 'done'. */
  crow: 'assaults' | 'done';
  relics: never;
  /**
   * Stage I: 'start' places the Unit, 'power' the Power token (EV-SAGA-RETURN-3/4). Stages II
   * and III: 'start' purges Power, 'units' places the Units (EV-SAGA-RETURN-5…8).
   */
  return: 'units' | 'power';
  strongholds: never;
  /**
   * Stage: 'start' fixes the Portal regions, then 'nullborn' with every Portal or the
   * 'fallback-portal' when none is in play, then from Stage II each Null force's 'wrath'.
   */
  null: 'nullborn' | 'fallback-portal' | 'wrath';
  weavers: never;
  wilderness: never;
  /** Setup: 'start' gives everyone Power, 'discard' brings hands down to the limit (Q-ZENITH-1). */
  zenith: 'discard';
}

/**
 * One Saga's setup, Stage effect or triggered ∞ rule, run by that Saga's module. Distributive:
 * a frame of any Saga is one of the nine, its `saga` saying which memo it carries.
 */
export type SagaFrameOf<K extends SagaId> = K extends SagaId
  ? {
      kind: 'saga';
      saga: K;
      when: 'setup' | 'stage' | 'trigger';
      /** The Stage being resolved (when: 'stage'). */
      stage: 0 | 1 | 2 | 3;
      /** Which ∞ rule fired (when: 'trigger'). */
      trigger: string | null;
      /** Where the frame is in its work (SagaSteps). */
      step: 'start' | SagaSteps[K];
      memo: SagaMemos[K];
    }
  : never;

export type SagaFrame = SagaFrameOf<SagaId>;

/** EV-ASSAULT: a Saga-caused attacker's Assault or Wrath, one combat after another. */
export interface SagaAttackFrame {
  kind: 'saga-attack';
  attacker: Target;
  /** A Stage's own bonus, e.g. +1 Combat Value (EV-SAGA-NULL-14). */
  bonus: number;
  step: 'target' | 'fight';
  battleground: RegionId | null;
  rule: string;
}

/** EV-CHAR-8: the bidding for the Fell Knight's Ally token at the start of Planning. */
export interface AllyBiddingFrame {
  kind: 'ally-bidding';
  /** Who has yet to bid, in turn order. */
  bidders: SeatId[];
  /** The highest bid so far and who made it. */
  bid: number;
  leader: SeatId | null;
}
/** EV-CHAR-10: where Aellas lays a lasting Vaala card he played. */
export interface AllyCardFrame {
  kind: 'ally-card';
  seat: SeatId;
  card: VaalaId;
}

export type Frame =
  | StageFrame
  | SagaFrame
  | SagaAttackFrame
  | RoundFrame
  | PlanningFrame
  | ResolutionFrame
  | EventFrame
  | TurnFrame
  | GlyphFrame
  | VaalaFrame
  | PaymentFrame
  | CombatFrame
  | SequelFrame
  | InjuryFrame
  | RetreatFrame
  | AdvanceFrame
  | AllyBiddingFrame
  | AllyCardFrame;

export type FrameKind = Frame['kind'];
