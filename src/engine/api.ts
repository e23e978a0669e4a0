import * as v from 'valibot';
import type { Content } from './content/content';
import { HOUSE_CONTENT } from './content/house';
import { plainDataCopy, type DataLimits } from './input/plainData';
import { draftOf, settle } from './draft';
import { sameData } from './sameData';
import { facelessDecision } from './faceless/policy';
import { choicePlace, explain, type LogMark } from './faceless/explain';
import { sagaStep } from './log';
import { resolve, RunawayEffect } from './resolver';
import { rulesNotLoaded, startScenario } from './loadRules';
import type { Choice, Decision, GameSetup, GameState, Move, MoveError, MoveResult } from './types';
import { moveSchema } from './input/moveSchema';
import { describeIssues } from './input/schemaWords';
import { prepareSagas, standardOpening } from './setup';
import { push, sagaFrame } from './frames';
import { installedRules, sagaInstalled } from './ruleHooks/apply';
import { checkSetup, refused, type SetupCheck } from './input/setupVerdict';

/** A refusal is the setup check's: each problem with its field, and all of them in one line. */
export type SetupResult = { ok: true; state: GameState } | Extract<SetupCheck, { ok: false }>;

/**
 * Builds the opening position from untrusted input, or says exactly what is wrong with it. The
 * game plays `content` (trusted: the app's own, or a test's); the setup itself is plain JSON.
 */
export function createGame(input: unknown, content: Content = HOUSE_CONTENT): SetupResult {
  try {
    return setUp(input, content);
  } catch (e) {
    if (e instanceof RunawayEffect) return refused([{ field: 'setup', message: e.message }]);
    throw e;
  }
}

function setUp(input: unknown, content: Content): SetupResult {
  const sagas = { playable: sagaInstalled, drawOrder: installedRules().drawOrder };
  const checked = checkSetup(input, content, sagas);
  if (!checked.ok) return checked;
  const { setup } = checked;
  const notLoaded = rulesNotLoaded(setup);
  if (notLoaded) throw new Error(notLoaded);
  if (!setup.scenario) return { ok: true, state: startStandardGame(setup, content) };
  const { state, problems: scenarioProblems } = startScenario(setup, setup.scenario, content);
  // Each scenario problem names its own path in the scenario ("regions.allar: …").
  if (scenarioProblems.length > 0)
    return refused(
      scenarioProblems.map((message) => ({ field: 'scenario', message })),
      `scenario: ${scenarioProblems.join('; ')}`,
    );
  return { ok: true, state };
}

/**
 * The standard opening, then each Saga's setup one at a time in setup order (EV-SAGA-SETUP-5),
 * run up to the first decision. createGame checks the setup first; rule tests call this directly
 * to set up a single Saga.
 */
export function startStandardGame(setup: GameSetup, content: Content = HOUSE_CONTENT): GameState {
  const state = standardOpening(setup, content);
  prepareSagas(state, setup.sagas);
  state.frames.push({ kind: 'round', step: 'planning' });
  push(state, ...state.sagas.map((saga) => sagaFrame(saga.id, 'setup')));
  resolve(state);
  return state;
}

/** Like createGame for trusted setups: throws on a setup that breaks the rules. */
export function newGame(setup: GameSetup, content: Content = HOUSE_CONTENT): GameState {
  const result = createGame(setup, content);
  if (!result.ok) throw new Error(`Invalid game setup: ${result.error}`);
  return result.state;
}

export function pendingDecision(state: GameState): Decision | null {
  return state.pending;
}

/** Every move the rules allow now. A Faceless decision has one: `{kind:'auto'}` (its policy decides). */
export function legalMoves(state: GameState): Move[] {
  const d = state.pending;
  if (!d || state.result) return [];
  if (d.automaton) return [{ seat: d.seat, choice: { kind: 'auto' } }];
  return d.options.map((choice) => ({ seat: d.seat, choice }));
}

/** A move is at most `{seat, choice: {kind, from, target: {kind, side, region}}}`. */
const MOVE_LIMITS: DataLimits = { depth: 4, values: 16 };

const AUTO: Choice = { kind: 'auto' };

/**
 * Whether plain data is exactly a legal move: the deciding seat and one of the choices its
 * decision offers (for a Faceless, `{kind:'auto'}`). Such data is a well-formed Move, since the
 * engine built those choices (the property tests check each against the move schema).
 */
function isLegalMove(state: GameState, data: unknown): data is Move {
  const d = state.pending;
  if (!d || state.result || typeof data !== 'object' || data === null) return false;
  const { choice } = data as Partial<Move>;
  // Exactly the two fields, nothing more.
  if (!sameData(data, { seat: d.seat, choice })) return false;
  return d.automaton ? sameData(choice, AUTO) : d.options.some((o) => sameData(o, choice));
}

/** Untrusted input as a legal Move, or why it is none (malformed, or against the rules). */
function readMove(state: GameState, input: unknown): Move | MoveError {
  // The rest reads the copy: a getter or a Proxy in the input never runs again.
  const plain = plainDataCopy(input, MOVE_LIMITS);
  if (!plain.ok) return { code: 'malformed', message: `Not a move: ${plain.error}.` };
  // A legal move needs no schema: the schema is asked only what is wrong with any other input,
  // before any rule is looked at.
  if (isLegalMove(state, plain.value)) return plain.value;
  const parsed = v.safeParse(moveSchema, plain.value);
  if (!parsed.success)
    return { code: 'malformed', message: `Not a move: ${describeIssues(parsed.issues)}.` };
  return moveError(state, parsed.output) ?? parsed.output;
}

function moveError(state: GameState, move: Move): MoveError | null {
  if (state.result) return { code: 'game-over', message: 'The game is over.' };
  const d = state.pending;
  if (!d) return { code: 'no-decision', message: 'No decision is waiting.' };
  if (move.seat !== d.seat) {
    return {
      code: 'wrong-seat',
      message: `It is ${state.content.factions[d.seat].name}'s decision, not ${state.content.factions[move.seat].name}'s.`,
    };
  }
  if (d.automaton ? move.choice.kind !== 'auto' : !d.options.some((o) => sameData(o, move.choice)))
    return {
      code: 'illegal-choice',
      message: d.automaton
        ? `${state.content.factions[d.seat].name} is Faceless: its policy decides ({"kind":"auto"}).`
        : `That is not one of the ${d.options.length} legal choices for ${d.kind} (${d.rule}).`,
    };
  return null;
}

/** Applies one answer. Never throws for a bad move: it returns a reason and the state is untouched. */
export function applyMove(state: GameState, input: unknown): MoveResult {
  const move = readMove(state, input);
  if ('code' in move) return { ok: false, error: move };
  // The new state shares what the move leaves as it was (draft.ts).
  const next = draftOf(state);
  try {
    playMove(next, move);
  } catch (e) {
    // The draft is dropped: the state the move was applied to is as it was.
    if (e instanceof RunawayEffect)
      return { ok: false, error: { code: 'runaway', message: e.message } };
    throw e;
  } finally {
    settle();
  }
  return { ok: true, state: next, move };
}

/**
 * The answer's own work only (the last move lit on the map, docs/ui.md "Following the Faceless"): a
 * new state from `before` with a move applied no further than where the frame that asked was done
 * (resolve's settled point), so what the rules ran after it — a next Glyph, the Clean-up, a new
 * round's Event — is not in it. A part-way state to compare with `before`, never to play on; null
 * for a move `before` refuses.
 */
export function answeredPart(before: GameState, move: Move): GameState | null {
  if (moveError(before, move)) return null;
  const next = draftOf(before);
  try {
    playMove(next, move, true);
    return next;
  } catch (e) {
    if (e instanceof RunawayEffect) return null;
    throw e;
  } finally {
    settle();
  }
}

/**
 * A legal move's work on `next`, a new state for it (applyMove's draft; the structural sharing
 * test's whole copy): the choice, the Faceless policy's own when it decides, resolved (with
 * `stopAtSettled`, only as far as the answer's own work: answeredPart), and the policy's RB-44
 * reason put on what that work logged.
 */
export function playMove(next: GameState, move: Move, stopAtSettled = false): void {
  next.moveCount += 1;
  const d = next.pending!;
  if (!d.automaton) {
    resolve(next, move.choice, stopAtSettled);
    return;
  }
  const { choice, why } = facelessDecision(next, d);
  // Read before the choice is resolved: what an entry of the reason's own would say.
  const mark: LogMark = {
    round: next.round,
    phase: next.phase,
    during: sagaStep(next),
    at: next.log.length,
    to: 0,
    place: choicePlace(next, choice),
  };
  mark.to = resolve(next, choice, stopAtSettled);
  explain(next, d, choice, mark, why);
}

/**
 * A game is a setup plus moves (docs/architecture.md §3). Throws naming the first move that fails.
 */
export function replay(
  setup: GameSetup,
  moves: Move[],
  content: Content = HOUSE_CONTENT,
): GameState {
  let state = newGame(setup, content);
  moves.forEach((move, i) => {
    const result = applyMove(state, move);
    if (!result.ok) throw new Error(`move ${i + 1}: ${result.error.message}`);
    state = result.state;
  });
  return state;
}
