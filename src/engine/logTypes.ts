/**
 * The game log's entries (docs/architecture.md "What the engine tells the table"): one
 * discriminated union by `kind`, each kind with the structured facts a sentence needs — seat,
 * regions, targets, Combat Value and its parts, dice, cards, counts. The engine records facts only
 * (no words, no string formatting: building an entry stays as cheap as a small object);
 * `src/ui/words/logSentences.ts` turns every kind into a sentence in one exhaustive switch, and
 * `src/ui/words/combatReport.ts` reads the combat kinds' fields.
 *
 * Shape, for code that reads the log (the UI, tests, scripts):
 * - Every entry has `round`, `phase`, `kind` and `seat` (the seat it is about, or null for the
 *   table: an Event, a Saga, a neutral force).
 * - `during`, when present: the Saga step that was running (its setup, a Stage, an ∞ rule), so
 *   a Saga's work reads "Kadmos Stage I: a Dragon dial rises in Vaala Crossing".
 * - `why`, when present: the Faceless policy's reason for the choice that led to this entry
 *   (RB-44), as a code plus its facts (see FacelessReason).
 * - Ids in the facts (regions, factions, cards, dials) are data for code; the UI names them.
 */
import type { SlotKind } from './content/epic';
import type {
  CardId,
  DenizenId,
  DialKind,
  EventId,
  FacelessStrength,
  Glyph,
  RegionId,
  VaalaId,
} from './content/ids';
import type { SagaId, StageCardId, StageMarker } from './content/sagas';
import type {
  CvPart,
  DecisionKind,
  DieFace,
  Phase,
  SeatId,
  SideId,
  SoloMode,
  Target,
  TokenSide,
} from './terms';

/** A combatant's fate when a combat ends (RB-31a, RB-33, RB-35). */
export type CombatFate = 'standing' | 'destroyed' | 'injured' | 'retreated';

/** The Saga step that was running when an entry was logged (EV-STAGE, EV-SAGA setup, ∞ rules). */
export interface SagaStep {
  saga: SagaId;
  when: 'setup' | 'stage' | 'trigger';
  /** The Stage resolved (when: 'stage'); 0 otherwise. */
  stage: 0 | 1 | 2 | 3;
}

/**
 * RB-44: why a Faceless chose as it did — the policy's rule as a code, with the facts it weighed.
 * Sentences for each code live in the UI (logSentences.ts).
 */
export type FacelessReason =
  /** RB-44a: Move, Fly, Deploy and Muster head for the goal: the most Power it could collect. */
  | { code: 'toward-goal'; rule: 'RB-44a'; goal: RegionId; power: number }
  /** RB-44a: it stops moving or flying, as no step would bring it nearer its goal. */
  | { code: 'no-nearer-step'; rule: 'RB-44a'; goal: RegionId; power: number }
  /** RB-44a: it stops moving or flying, as it stands on its goal. */
  | { code: 'at-goal'; rule: 'RB-44a'; goal: RegionId; power: number }
  /** RB-44a: with no goal to head for (a dial's Deploy), a Unit goes where it has the fewest. */
  | { code: 'fewest-units'; rule: 'RB-44a'; units: number }
  /** RB-44a (Harvest/Hoard: the maximum): a count it chooses is the most it may. */
  | { code: 'the-most'; rule: 'RB-44a'; n: number }
  /** RB-44a (Move: all but 1 step): a Forced March takes all its Units but one, as many as may go. */
  | { code: 'all-but-one'; rule: 'RB-44a'; n: number }
  /** RB-44b: the target with the lowest Combat Value still below its own. */
  | { code: 'weakest-beatable'; rule: 'RB-44b'; targetCv: number; ownCv: number }
  /** RB-44d (hard, normal): among the targets it can beat, the one nearest to winning first. */
  | { code: 'hunts-leader'; rule: 'RB-44d'; targetCv: number; ownCv: number }
  /** RB-44b: a Vaala card's hits go to the weakest target it can reach. */
  | { code: 'weakest-target'; rule: 'RB-44b'; targetCv: number }
  /** RB-44b: no target has a Combat Value below its own, so it does not attack. */
  | { code: 'no-beatable-target'; rule: 'RB-44b'; ownCv: number }
  /** RB-44b: the region where it has the most Units. */
  | { code: 'most-units'; rule: 'RB-44b'; units: number }
  /** RB-44b: the costliest Vaala card it can pay for. */
  | { code: 'costliest-card'; rule: 'RB-44b'; cost: number }
  /** RB-44b: no Vaala card it could play, so it draws. */
  | { code: 'draws-instead'; rule: 'RB-44b' }
  /** RB-44b: no Vaala card it could play, and it may not draw (it played one already). */
  | { code: 'no-card-to-play'; rule: 'RB-44b' }
  /** §10 (Fell Knight): a Faceless never bids for the Ally token. */
  | { code: 'never-bids'; rule: 'EV-CHAR-8' }
  /** RB-44b: a forced retreat goes where it has the most Units, then the most Power. */
  | { code: 'retreat-most-units'; rule: 'RB-44b'; units: number; power: number }
  /** RB-44c: a choice the rules leave open, drawn at random. */
  | { code: 'random'; rule: 'RB-44c' }
  /**
   * EV-CHOICE-6…10: a solo player's Saga choice, answered by the preference chosen at setup: the
   * first legal option (7), one at random (8), the worst for the person (9) or, when the worst is
   * tied, one of the first two tied at random (10).
   */
  | {
      code: 'solo-preference';
      rule: 'EV-CHOICE-7' | 'EV-CHOICE-8' | 'EV-CHOICE-9' | 'EV-CHOICE-10';
      preference: SoloMode;
    };

export type FacelessReasonCode = FacelessReason['code'];

/** The facts of each kind of entry, without the round and phase every entry carries. */
export type LogFacts =
  // Setup and Planning (RB-6…RB-16, EV-SETUP).
  | { kind: 'saga-chosen'; seat: null; saga: SagaId; marker: StageMarker }
  | { kind: 'starting-power'; seat: SeatId; count: number; strength: FacelessStrength }
  /** RB-41: the General's roll with a Dragon player (`dragon`) or a Dragon dial (`dial`). */
  | {
      kind: 'dragonbond-roll';
      seat: SeatId;
      dragon: SeatId | null;
      dial: string | null;
      dice: [DieFace, DieFace];
      bonded: boolean;
    }
  | { kind: 'planned'; seat: SeatId; stackSize: number }
  | { kind: 'passed'; seat: SeatId }
  | { kind: 'ally-bid'; seat: SeatId; bid: number }
  | { kind: 'ally-bid-passed'; seat: SeatId }
  /** EV-CHAR-8: the bidding's winner (seat null: no one bid). */
  | { kind: 'ally-token'; seat: SeatId | null; bid: number }
  // Resolution (RB-17…RB-29).
  | { kind: 'event-revealed'; seat: null; event: EventId }
  | { kind: 'card-revealed'; seat: SeatId; card: CardId }
  | { kind: 'region-card-idle'; seat: SeatId; region: RegionId }
  | { kind: 'glyph-cancelled'; seat: SeatId; glyph: Glyph }
  | { kind: 'deployed'; seat: SeatId; region: RegionId }
  | { kind: 'unit-moved'; seat: SeatId; from: RegionId; to: RegionId }
  | { kind: 'general-moved'; seat: SeatId; from: RegionId; to: RegionId }
  | { kind: 'dragon-flew'; seat: SeatId; from: RegionId; to: RegionId }
  | { kind: 'harvested'; seat: SeatId; count: number }
  | { kind: 'fortified'; seat: SeatId; region: RegionId }
  | { kind: 'upgraded'; seat: SeatId; denizen: DenizenId }
  | { kind: 'denizen-harvested'; seat: SeatId; denizen: DenizenId }
  | { kind: 'vaala-drawn'; seat: SeatId; rule?: string }
  | { kind: 'vaala-played'; seat: SeatId; card: VaalaId; cost: number }
  | { kind: 'vaala-discarded'; seat: SeatId; card: VaalaId; rule: string }
  | { kind: 'vaala-given'; seat: SeatId; card: VaalaId; to: SeatId }
  | { kind: 'ally-given'; seat: SeatId; holder: SeatId }
  | { kind: 'units-placed'; seat: SeatId; region: RegionId; count: number }
  | { kind: 'forced-march'; seat: SeatId; from: RegionId; to: RegionId; count: number }
  | { kind: 'ability-used'; seat: SeatId; ability: string; discarded: VaalaId }
  | { kind: 'power-placed'; seat: null; event: EventId; count: number }
  | { kind: 'neutral-units-placed'; seat: null; event: EventId; count: number }
  | { kind: 'power-returned'; seat: SeatId; region: RegionId; count: number }
  | { kind: 'units-over-limit'; seat: SeatId; region: RegionId; count: number }
  // Combat (RB-30…RB-40). `origin` is where the attacker stands, `battleground` the defender.
  | {
      kind: 'combat-started';
      seat: SeatId | null;
      attacker: Target;
      defender: Target;
      origin: RegionId;
      battleground: RegionId;
    }
  | {
      kind: 'combat-roll';
      seat: SeatId | null;
      side: 'attacker' | 'defender';
      /** The combat round (1, 2…): RB-34 lets the attacker press on. */
      round: number;
      /** The Combat Value: the number of dice rolled (RB-30). */
      cv: number;
      /** Every modifier in `cv` that is not 0, in the order the rules apply them. */
      parts: CvPart[];
      faces: DieFace[];
    }
  | { kind: 'defender-retreats'; seat: SeatId }
  | { kind: 'attacker-retreats'; seat: SeatId }
  | { kind: 'combat-ended'; seat: SeatId | null; attacker: CombatFate; defender: CombatFate }
  | { kind: 'units-destroyed'; seat: SeatId | null; region: RegionId; side: SideId; count: number }
  | { kind: 'city-destroyed'; seat: null; region: RegionId }
  | { kind: 'essence-completed'; seat: SeatId | null; power: number; dial?: string }
  | { kind: 'dragon-wounded'; seat: SeatId; hits: number; wounds: number }
  | { kind: 'skull'; seat: SeatId; inCombat: boolean }
  | { kind: 'dragon-healed'; seat: SeatId; healed: number }
  | { kind: 'creature-appeared'; seat: null; creature: DenizenId; region: RegionId }
  | { kind: 'creature-defeated'; seat: SeatId | null; creature: DenizenId }
  | { kind: 'injured'; seat: SeatId }
  /** RB-33: the injured seat gives up a token to the one who injured it (null: the supply). */
  | { kind: 'token-stolen'; seat: SeatId; thief: SeatId | null; spent: boolean }
  | { kind: 'retreated'; seat: SeatId; from: RegionId; to: RegionId }
  | { kind: 'advanced'; seat: SeatId; from: RegionId; to: RegionId; count: number }
  | { kind: 'general-advanced'; seat: SeatId; from: RegionId; to: RegionId }
  // Epic boards (EV-SLOT, EV-ABIL).
  | { kind: 'token-placed'; seat: SeatId; slot: number; slotKind: SlotKind; side: TokenSide }
  | {
      kind: 'token-flipped';
      seat: SeatId;
      slot: number;
      slotKind: SlotKind;
      side: TokenSide | null;
    }
  // Sagas (EV-SAGA-…), Stages (EV-STAGE) and dials (EV-DIAL, EV-DDIAL).
  | { kind: 'stage-advanced'; seat: null; saga: SagaId; stage: 1 | 2 | 3; card: StageCardId }
  | { kind: 'saga-attack'; seat: null; attacker: Target; region: RegionId; rule: string }
  | { kind: 'saga-neutral-unit'; seat: null; saga: SagaId; region: RegionId; rule: string }
  | { kind: 'saga-power-gained'; seat: null; saga: SagaId; count: number }
  | { kind: 'saga-power-placed'; seat: null; saga: SagaId; region: RegionId; count: number }
  | {
      kind: 'saga-power-removed';
      seat: null;
      saga: SagaId;
      region: RegionId;
      count: number;
      rule?: string;
    }
  | { kind: 'saga-power-flipped'; seat: SeatId; saga: SagaId; count: number; spent: boolean }
  | { kind: 'power-destroyed'; seat: null; region: RegionId; count: number; rule?: string }
  | {
      kind: 'dial-placed';
      seat: null;
      dial: string;
      dialKind: DialKind;
      region: RegionId;
      rule?: string;
    }
  | {
      kind: 'dial-destroyed';
      seat: null;
      dial: string;
      dialKind: DialKind;
      region: RegionId | null;
    }
  | { kind: 'dial-bonded'; seat: SeatId; dial: string; region: RegionId | null }
  | { kind: 'dial-wounded'; seat: SeatId | null; dial: string; hits: number; wounds: number }
  | { kind: 'dial-skull'; seat: SeatId | null; dial: string; inCombat: boolean }
  | {
      kind: 'dial-moved';
      seat: SeatId;
      dial: string;
      from: RegionId | null;
      to: RegionId;
      rule: string;
    }
  | { kind: 'dial-healed'; seat: SeatId | null; dial: string; healed: number; rule?: string }
  | { kind: 'null-wrath'; seat: null; region: RegionId; bonus: number }
  | { kind: 'null-force-defeated'; seat: SeatId; rule: string }
  | { kind: 'relic-placed'; seat: null; denizen: DenizenId; rule: string }
  | { kind: 'relic-removed'; seat: null; denizen: DenizenId; rule: string }
  | { kind: 'relic-gained'; seat: SeatId; denizen: DenizenId; rule: string }
  | { kind: 'relics-returned'; seat: null; denizen: DenizenId; count: number }
  | { kind: 'strongholds-taken'; seat: SeatId; rings: number }
  | { kind: 'stronghold-power'; seat: null; power: number }
  | { kind: 'stronghold-placed'; seat: SeatId | null; region: RegionId; owner: SeatId | 'neutral' }
  | { kind: 'stronghold-reset'; seat: SeatId | null; region: RegionId }
  | { kind: 'stronghold-destroyed'; seat: null; region: RegionId; owner: SeatId | 'neutral' }
  | { kind: 'creature-called'; seat: null; creature: DenizenId; passed: number; rule: string }
  | { kind: 'creatures-recycled'; seat: null; count: number; rule: string }
  | { kind: 'creature-lashes-out'; seat: null; creature: DenizenId; wounds: number; rule: string }
  | { kind: 'creature-discarded'; seat: null; creature: DenizenId }
  /** RB-44: a Faceless chose to do nothing more (no target to beat, nowhere nearer its goal). */
  | { kind: 'faceless-held'; seat: SeatId; decision: DecisionKind }
  /**
   * RB-44, EV-CHOICE-6: what an automaton picked when its pick logged nothing itself before the
   * next decision (a Forced March's destination, a Vaala card's target, which Dragon dial acts
   * first); `seat` null when a solo preference picked for the table. Where it stands: `region`.
   */
  | {
      kind: 'faceless-picked';
      seat: SeatId | null;
      decision: DecisionKind;
      target: Target | null;
      region: RegionId | null;
    }
  // Clean-up and the end (RB-42, RB-43).
  | { kind: 'cleanup'; seat: null }
  | { kind: 'game-won'; seat: null; winners: SeatId[]; reason: 'power' | 'event-deck' };

export type LogKind = LogFacts['kind'];

/** What every entry carries besides its facts. */
export interface LogHeader {
  round: number;
  phase: Phase;
  during?: SagaStep;
  why?: FacelessReason;
}

export type LogEntry = LogHeader & LogFacts;

/** The entry of one kind (for code that filters the log by kind). */
export type LogEntryOf<K extends LogKind> = LogHeader & Extract<LogFacts, { kind: K }>;
