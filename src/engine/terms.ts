/**
 * The game's terms as types — seats, sides, the die, Power tokens, targets — that the state, the
 * frames and the setup all speak (types.ts gathers them); they import nothing but the ids.
 */
import type { DenizenId, DieFace, FactionId, Glyph, RegionId } from './content/ids';

export type { DieFace };

/** One seat per faction, so the faction id names the seat (readable in moves and scenarios). */
export type SeatId = FactionId;
/** Owners of Units: the General factions and the neutral force. */
export type SideId = FactionId | 'neutral';
export type Controller = 'human' | 'faceless';

export type Phase = 'planning' | 'resolution' | 'cleanup' | 'over';

export interface PowerStock {
  unspent: number;
  spent: number;
}

/** A Power token's two sides (RB-3). */
export type TokenSide = 'unspent' | 'spent';

/** EV-CHOICE-6…10: how a solo player's Saga choices are answered. */
export type SoloMode = 'fast-paced' | 'standard' | 'challenging';
/** EV-NOFACE: 2–3 players without Faceless, bonds allowed or not. */
export type NoFacelessVariant = 'cooperative' | 'competitive';

/** Something that can be attacked or attack: one side's force in one region, a Dragon, a Creature. */
export type Target =
  | { kind: 'force'; side: SideId; region: RegionId }
  | { kind: 'dragon'; seat: SeatId }
  | { kind: 'creature'; card: DenizenId }
  /** A non-bonded Dragon dial (EV-DIAL); a bonded one fights with its General's force. */
  | { kind: 'dial'; id: string }
  /** All Null dials of a region, fighting as one Null force (EV-DIAL-3). */
  | { kind: 'null'; region: RegionId };

/** One contribution to a Combat Value: where it comes from and what it adds (a cap subtracts). */
export interface CvPart {
  source: string;
  value: number;
}

export type DecisionKind =
  | Glyph
  | 'plan'
  | 'vaala-target'
  | 'vaala-payment'
  | 'defend'
  | 'press-on'
  | 'retreat-to'
  | 'advance'
  | 'give-token'
  /** EV-SLOT-2 / Q-SLOT-4 / EV-EDRAGON-15: where a gained token goes, which token flips. */
  | 'place-token'
  | 'flip-token'
  /** EV-ABIL-3: the Vaala card discarded to use the ability. */
  | 'ability-discard'
  /** EV-CHAR-8: a bid of Power for the Fell Knight's Ally token (or a pass). */
  | 'ally-bid'
  /** EV-CHAR-9: Epic Aellas's ability hands his Ally token to another player. */
  | 'ally-holder'
  /** EV-CHAR-10: Aellas lays the lasting card he played before himself or before his Ally. */
  | 'ally-card'
  /** Saga choices (EV-CHOICE): which target, region or piece; or one of a card's options. */
  | 'saga-target'
  | 'saga-region'
  | 'saga-piece'
  | 'saga-option';
