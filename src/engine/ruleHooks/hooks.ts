/**
 * The one way a module changes a base rule. A rule module — a Saga, the Epic boards, the Fell
 * Knight, Dragon dials, Strongholds, the Weeping Mother … — implements some of these named hooks;
 * the base rules ask them through the combinators of `apply.ts` in this folder, which apply the
 * active modules in precedence order. Base files import this file (types only) and `apply.ts`,
 * never a module: the composition root (`modules.ts`) installs them.
 */
import type { Ability } from '../content/epic';
import type { Loader } from './loaded';
import type {
  Choice,
  CombatFrame,
  CvPart,
  DenizenId,
  Frame,
  FrameKind,
  GameSetup,
  GameState,
  Glyph,
  GlyphFrame,
  RegionId,
  SagaFrameOf,
  SagaId,
  Scenario,
  SeatId,
  SideId,
  StackCard,
  Target,
  TokenSide,
  VaalaId,
} from '../types';

/** Who a combat's side counts as (RB-30): attacking or not, its claimed bonuses, its opponent. */
export interface CombatContext {
  attacking: boolean;
  /** One-shot bonuses already claimed for this combat (Battle Hymn, Fury). */
  bonus: number;
  /** A Stage's own bonus to the attacker it sends (EV-SAGA-NULL-14). */
  stageBonus?: number;
  /** Who it fights, when known (the Null cap, EV-SAGA-NULL-5, depends on it). */
  opponent?: Target;
  /** The Glyph that started the combat (EV-EGEN-8: the Epic Assault slot counts only for Assault). */
  glyph?: Glyph | null;
}

export type { CvPart };

/** Adds one labelled part to the Combat Value being counted (a part of 0 is not listed). */
export type AddPart = (source: string, value: number) => void;

export type Fate = 'standing' | 'destroyed' | 'injured';

export interface HitContext {
  /** Hits outside combat never injure, and General miniatures and Creatures ignore them (RB-32b). */
  inCombat: boolean;
  /** The player whose side deals the hits: Essence (RB-36) and Trophies (RB-36a) go to them. */
  by: SeatId | null;
}

/** Where a board's new tokens come from (power.ts asks, so every gain passes one test). */
export type GainSource = 'essence' | 'trophy' | 'effect';

/** Tokens reaching or leaving a board, or flipping (RB-3): an Epic board tracks each (EV-SLOT). */
export type TokenMove =
  | { kind: 'gained'; side: TokenSide; n: number }
  | { kind: 'spent'; n: number }
  | { kind: 'unspent'; n: number };

/** How many tokens a Harvest takes from one region, at most. */
export interface HarvestShare {
  region: RegionId;
  max: number;
}

/** What placing a city on a city does with a module in play (EV-SAGA-HOLD-3/4). */
export type CityOnCity = { kind: 'stronghold'; owner: SeatId | 'neutral' } | { kind: 'reset' };

/** A General's bonded partner that is no player: a bonded Dragon dial (EV-DDIAL). */
export interface BondedPiece {
  region: RegionId;
  wounds: number;
  /** Heals up to `amount` wounds (EV-ABIL-9). */
  heal(amount: number): void;
}

/** The token an injured player's answer gives up, and what to do once it has been taken. */
export interface InjuryToken {
  side: TokenSide;
  /** Runs only when the token did move (a full Epic thief leaves it in place, Q-SLOT-2). */
  taken(): void;
}

/** What the base rules ask of a kind of Target only a module brings (EV-DIAL). */
export interface TargetKindRules<T extends Target> {
  region(s: GameState, t: T): RegionId;
  exists(s: GameState, t: T): boolean;
  /** Its own Combat Value, before any Saga's modifier (RB-30, EV-DIAL-2/3). */
  combatValue(s: GameState, t: T, add: AddPart): void;
  hit(s: GameState, t: T, hits: number, ctx: HitContext): Fate;
}

export type ModuleTargetKind = 'dial' | 'null';
export type TargetKinds = {
  [K in ModuleTargetKind]?: TargetKindRules<Extract<Target, { kind: K }>>;
};

export type FrameHandler<K extends FrameKind> = (
  s: GameState,
  f: Extract<Frame, { kind: K }>,
  answer?: Choice,
) => void;
export type FrameHandlers = { [K in FrameKind]: FrameHandler<K> };

/**
 * The questions the base rules let a module answer. Every hook is optional; the comment says how
 * the answers of several modules combine (apply.ts) and which rules use it.
 */
export interface RuleHooks {
  // ---- The board (RB-7, RB-18, RB-19a) ----
  /** RB-7: a piece that holds a region for a side without Units (EV-SAGA-HOLD-23). First answer. */
  regionHolder?(s: GameState, region: RegionId): SideId | null;
  /** RB-18: something that bars a side from a region (EV-SAGA-HOLD-6, the Null). Any. */
  blocks?(s: GameState, region: RegionId, side: SideId): boolean;
  /** RB-19a: Units a side may have in a region beyond the 6 (EV-EGEN-7). Sum. */
  unitLimit?(s: GameState, side: SideId, region: RegionId): number;

  // ---- Forces and targets (RB-21, RB-25) ----
  /** A side's force stands in a region without Units or General (Q-HOLD-7, Q-DDIAL-2). Any. */
  forceStandsIn?(s: GameState, side: SideId, region: RegionId): boolean;
  /** Targets a module brings into a region, after the players' (EV-DIAL-3). Listed in order. */
  targets?(s: GameState, region: RegionId, attacker: SideId): Target[];
  /** What a Vaala hit effect reaches in a region, counted as forces or as Dragons (Q-DIAL-4). */
  hitTargets?(s: GameState, seat: SeatId, region: RegionId, what: 'forces' | 'dragons'): Target[];
  /** The attacker may not target this defender (§10: Aellas spares his Ally). Any. */
  spares?(s: GameState, attacker: SideId, defender: SideId): boolean;
  /** The one region a side's Assault, Deploy and Harvest act in (EV-EGEN-2…4). First answer. */
  pinnedRegion?(s: GameState, side: SideId): RegionId | null;

  // ---- Combat Value (RB-30), in precedence order; caps after every gain (Q-PREC-3) ----
  /** Adds labelled parts to a side's Combat Value. */
  combatValue?(s: GameState, t: Target, ctx: CombatContext, add: AddPart): void;
  /** A cap, applied after every module's gains (EV-SAGA-NULL-5): adds a negative part. */
  combatLimit?(s: GameState, t: Target, ctx: CombatContext, cv: number, add: AddPart): void;
  /** EV-WEEP-19: a combat against this defender starts a sequence of combats. Any. */
  combatSequence?(s: GameState, attacker: Target, defender: Target): boolean;
  /** EV-WEEP-19/20: the frame that carries a sequence on after a combat. First answer. */
  sequel?(s: GameState, combat: CombatFrame): Frame | null;

  // ---- Hits, wounds and Essence (RB-32…RB-37) ----
  /** Hits on a side's force that a module takes instead (EV-DDIAL-5/14): its fate. First answer. */
  hitsOnForce?(s: GameState, side: SideId, hits: number, ctx: HitContext): Fate | null;
  /** Hits a piece of the force takes first (EV-SAGA-HOLD-16); returns the hits left. Chained. */
  absorbHits?(s: GameState, region: RegionId, side: SideId, hits: number): number;
  /** Destroyed Units a module keeps (EV-DDIAL-15): true when it took them. First answer. */
  takesDestroyedUnits?(s: GameState, by: SeatId | null, side: SideId, n: number): boolean;
  /** EV-ABIL-1, Q-ABIL-3: the side of a seat's Epic Character card in force. First answer. */
  epicAbility?(s: GameState, seat: SeatId): Ability | null;
  /** RB-37: wound spaces covered on a Dragon's track (EV-EDRAGON-4). Sum. */
  blockedWoundSpaces?(s: GameState, dragon: SeatId): number;
  /** RB-37: Combat Value added while this wound space is in force (EV-EDRAGON-7). Sum. */
  woundSpaceBonus?(s: GameState, dragon: SeatId, space: number): number;
  /** RB-36: a Dragon's Essence track has just paid (EV-EDRAGON-15). Each. */
  essenceCompleted?(s: GameState, dragon: SeatId): void;
  /** RB-39a: what a Creature's Combat Value and Wounds grow by (EV-WEEP-7). Sum. */
  creatureGrowth?(s: GameState, card: DenizenId): number;
  /** RB-39a: a revealed Creature card that does not come into play (EV-WEEP-6). Any. */
  turnsAwayCreature?(s: GameState, card: DenizenId): boolean;
  /** RB-39a: a Creature has come into play (EV-WEEP-5). Each. */
  creatureArrived?(s: GameState, card: DenizenId, region: RegionId): void;

  // ---- Power (RB-3) ----
  /** Whether a board takes tokens from this source (§10: the Fell Knight). Every. */
  gainsPower?(s: GameState, seat: SeatId, source: GainSource): boolean;
  /** How many more tokens a board can take (Q-SLOT-2). Least. */
  boardRoom?(s: GameState, seat: SeatId): number;
  /** Tokens were gained, spent or flipped back (EV-SLOT-2, Q-SLOT-4). Each. */
  tokensMoved?(s: GameState, seat: SeatId, move: TokenMove): void;

  // ---- Glyphs (RB-17…RB-28) ----
  /** RB-19: Units a Deploy places beyond 2 and the Denizens' (EV-EGEN-12). Sum. */
  deployCount?(s: GameState, seat: SeatId): number;
  /** RB-20: a General's Harvest taken another way (EV-EGEN-4). First answer. */
  harvestPlan?(s: GameState, f: GlyphFrame): HarvestShare[] | null;
  /** RB-26: tokens a Dragon's Harvest takes beyond the printed number (§10 bonds). Sum. */
  harvestBonus?(s: GameState, seat: SeatId, region: RegionId): number;
  /** After the tokens, the Harvest may take a Denizen (EV-EGEN-11). Any. */
  harvestTakesDenizen?(s: GameState, f: GlyphFrame): boolean;
  /** RB-26: a character may take Power tokens from a region (EV-SAGA-HOLD-5). Every. */
  canCollectPower?(s: GameState, seat: SeatId, region: RegionId): boolean;
  /** RB-27: wounds the Hoard Glyph heals beyond the printed number (EV-EDRAGON-9). Sum. */
  hoardHeal?(s: GameState, seat: SeatId): number;
  /** Runs this step of a Glyph instead of the base rules; true when it did (§10, EV-ABIL-2). */
  glyphStep?(s: GameState, f: GlyphFrame, answer?: Choice): boolean;
  /** RB-28: choices a Vaala Glyph offers besides playing and drawing (EV-ABIL-2). Listed. */
  vaalaAlternatives?(s: GameState, f: GlyphFrame): Choice[];
  /** RB-28: a Vaala card's cost, each module lowering the last one's (floored at 0 after). */
  vaalaCost?(s: GameState, seat: SeatId, card: VaalaId, cost: number): number;
  /** RB-28: the Vaala hand limit, each module on the last one's answer (EV-SAGA-ZENITH-2). */
  vaalaHandLimit?(s: GameState, seat: SeatId, limit: number): number;
  /** RB-28a: steps a played card adds before its effect (EV-CHAR-10). Listed. */
  afterVaalaPlayed?(s: GameState, seat: SeatId, card: VaalaId): Frame[];
  /** A General's bonded partner that is a module's piece (EV-DDIAL). First answer. */
  bondedPiece?(s: GameState, seat: SeatId): BondedPiece | null;
  /** RB-22: a city placed where one stands (EV-SAGA-HOLD-3/4); null: nothing happens. First. */
  cityOnCity?(s: GameState, region: RegionId): CityOnCity | null;
  /** Carries out what cityOnCity said. */
  placeOnCity?(s: GameState, region: RegionId, placement: CityOnCity, by: SeatId | null): void;
  /** RB-23: a Denizen left the lineup for a General (EV-SAGA-RELIC-9). Each. */
  denizenTaken?(s: GameState, seat: SeatId, denizen: DenizenId): void;

  // ---- Bonds and injuries (RB-33, RB-41) ----
  /** RB-41: a General bonded by a module's rule (EV-DDIAL-8). Any. */
  bonded?(s: GameState, seat: SeatId): boolean;
  /** RB-33: the tokens an injured player may give up, another way (EV-SLOT-6). First answer. */
  injuryOptions?(s: GameState, seat: SeatId): Choice[] | null;
  /** RB-33: the token an injured player's answer names (EV-SLOT-5). First answer. */
  injuryToken?(s: GameState, seat: SeatId, choice: Choice): InjuryToken | null;

  // ---- The round (RB-12…RB-39) ----
  /** Steps at the start of each Planning (EV-CHAR-8). Listed. */
  beforePlanning?(s: GameState): Frame[];
  /** RB-12: an Event card has been placed on the Action stack (EV-STAGE-2). Each. */
  afterEventCard?(s: GameState): void;
  /** Work that comes before any other step (EV-SLOT-2); true when it ran one. First answer. */
  urgentStep?(s: GameState, answer?: Choice): boolean;
  /** RB-39a: a lineup card stays in its slot at Clean-up (EV-SAGA-RELIC-2). Any. */
  keepsLineupCard?(s: GameState, denizen: DenizenId): boolean;
  /** Clean-up, after the new lineup is formed (EV-SAGA-WILD-4). Each. */
  afterLineup?(s: GameState): void;

  // ---- Triggered rules: each returns the frames to run right after the event (Q-PREC-2) ----
  /** After a stack card (an Event, or a player's turn) has resolved (EV-SAGA-KAD-4, EV-SAGA-RETURN-2). */
  afterCard?(s: GameState, card: StackCard): Frame[];
  /** After a Dragon or General retreated from `from` to `to` (EV-SAGA-RELIC-4). */
  afterRetreat?(s: GameState, seat: SeatId, from: RegionId, to: RegionId): Frame[];
  /** What moves along with a retreat, as part of it (EV-DDIAL-17); never waits (Q-PREC-2). */
  withRetreat?(s: GameState, seat: SeatId, from: RegionId, to: RegionId): Frame[];
  /** A combat has just been set up and not rolled yet (EV-DDIAL-5, EV-DDIAL-16). */
  beforeCombat?(s: GameState, combat: CombatFrame): Frame[];
  /** A Glyph has resolved, with everything it started (EV-DDIAL-18, EV-DDIAL-20). */
  afterGlyph?(s: GameState, glyph: GlyphFrame): Frame[];
  /** After a combat ended (EV-SAGA-NULL-6). */
  afterCombat?(s: GameState, combat: CombatFrame): Frame[];
}

/**
 * A module that changes base rules while its pieces or characters are in the game: Epic boards,
 * the Fell Knight, Dragon dials, the Null, Strongholds, Relics, the Weeping Mother, bonded
 * abilities, the Saga machinery. Their precedence is their fixed order in `modules.ts`.
 */
export interface RuleModule extends RuleHooks {
  id: string;
  /**
   * Whether the module's pieces or characters are in this game (a Saga in play, an Epic seat,
   * Aellas seated). Settled by the setup: it is asked once per game (per options object, which
   * setup replaces whenever it changes what is in play), never again in play.
   */
  active(s: GameState): boolean;
  /** Handlers for the frame kinds the module owns (docs/architecture.md §5). */
  frames?: Partial<FrameHandlers>;
  /** Kinds of Target the module brings onto the map. */
  targetKinds?: TargetKinds;
  // Setup-time hooks run on every installed module, active or not: they decide from the setup.
  /** The blank table was laid (EV-EPIC-SETUP-4: Epic boards; EV-CHAR-8: the Ally token). */
  setupTable?(s: GameState, setup: GameSetup): void;
  /** A scenario's pieces of this module, refused with the field they are in (docs/scenarios.md). */
  scenario?(s: GameState, sc: Scenario, problems: string[]): void;
  /** Why a Denizen card a scenario names is not in this game, if it is not (EV-WEEP-2). */
  scenarioCard?(s: GameState, card: DenizenId): string | null;
}

/**
 * One Saga (docs/architecture.md §6): its setup, its Stage effects, the ∞ rules it triggers and the
 * hooks it answers. Its id is its key in the registry, it is active while it is in play, and its
 * precedence is its card's (EV-PREC-7: α, β, ⤋, then setup order).
 */
/** A Saga's module; its frames carry its own memo (SagaMemos[K]). */
export interface SagaModule<K extends SagaId = SagaId> extends RuleHooks {
  /** EV-SAGA-SETUP-5: run once, in setup order, after the base setup; may ask choices. */
  setup(s: GameState, f: SagaFrameOf<K>, answer?: Choice): void;
  /** The Stage effect of `f.stage`; only that one resolves (EV-PREC-5). */
  stage(s: GameState, f: SagaFrameOf<K>, answer?: Choice): void;
  /** A triggered ∞ rule (`f.trigger` names it). */
  trigger?(s: GameState, f: SagaFrameOf<K>, answer?: Choice): void;
  /** EV-SAGA-WILD-1: the Weeping Mother's cards join the Denizen deck when this Saga is chosen. */
  withWeepingMother?: boolean;
}

/**
 * Where a Saga's module loads from: the app loads a Saga's rules with the first game that plays
 * it, so a table without that Saga never fetches them (loadRules.ts).
 */
export type SagaLoader<K extends SagaId = SagaId> = Loader<SagaModule<K>>;

/**
 * An expansion module that loads with the first game that needs it: what a setup must name for
 * that (a scenario needs every module: their hooks read its pieces), and while it has not loaded
 * the activity it would have, so that a game needing it without it is a reported fault.
 */
export interface ModuleLoader extends Loader<RuleModule> {
  id: string;
  /** `sagas`: the Sagas the setup can bring into play (all of them for a random draw). */
  neededBy(setup: GameSetup, sagas: readonly SagaId[]): boolean;
  active(s: GameState): boolean;
}

/** The frame kinds of the base rules (resolver.ts); the modules bring the others (modules.ts). */
export type BaseFrameKind = Exclude<
  FrameKind,
  'stage' | 'saga' | 'saga-attack' | 'sequel' | 'ally-bidding' | 'ally-card'
>;

/** What the composition root installs. */
export interface Rules {
  /** In precedence order; a module loaded later keeps its place. */
  modules: (RuleModule | ModuleLoader)[];
  /** Each playable Saga's module, or its loader. */
  sagas: { [K in SagaId]: SagaModule<K> | SagaLoader<K> };
  /** The order the Sagas are shuffled from when drawn at random (EV-SAGA-SETUP-3). */
  drawOrder: readonly SagaId[];
  /** The base rules' frame kinds; each module brings its own (RuleModule.frames). */
  frames: Pick<FrameHandlers, BaseFrameKind>;
}
