/**
 * What must hold at each boundary, whatever comes in: nothing throws, nothing malformed is
 * accepted, a refusal changes neither the running game nor the autosave, and every refusal says
 * something a player understands. Each check says whether the input was accepted and the first
 * problem it found (null when the boundary behaved).
 */
import '../allRules';
import * as v from 'valibot';
import {
  applyMove,
  dataFingerprint,
  fingerprint,
  gameOutcome,
  legalMoves,
  moveSchema,
  plainDataCopy,
  plainDataProblem,
  type GameSetup,
  type GameState,
  type Move,
} from '../../src/engine';
import {
  AUTOSAVE_KEY,
  SET_ASIDE_KEY,
  attachAutosave,
  createGameStore,
  restoreAutosave,
  toSaveFile,
  type GameStoreApi,
  type SaveFile,
  type SaveStorage,
} from '../../src/store';
import { sameMove } from '../../src/engine';
import { MAX_SAVE_BYTES } from '../../src/store/saveFile';
import type { MoveCase, SaveCase } from './cases';
import { damageText, editTree, setOwn } from './junk';
import type { Position } from './positions';

/** Words that betray a program's insides rather than tell a player what is wrong. */
const RAW_TEXT = [
  /undefined/,
  /\bNaN\b/,
  /\[object /,
  /Cannot read propert/,
  /is not a function/,
  /Maximum call stack/,
  /\b(TypeError|RangeError|SyntaxError|ReferenceError)\b/,
  /\n\s+at /,
];

/** Null when `message` is a refusal a player can read; quoted parts echo the input and are skipped. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'a refusal without a message';
  const words = message.replace(/"[^"]*"/g, '""');
  const raw = RAW_TEXT.find((pattern) => pattern.test(words));
  return raw ? `a refusal a player cannot read: ${message.slice(0, 300)}` : null;
}

export interface Verdict {
  accepted: boolean;
  problem: string | null;
}

export const accepted = (problem: string | null = null): Verdict => ({ accepted: true, problem });
export const refused = (problem: string | null = null): Verdict => ({ accepted: false, problem });

/** Runs a check; a throw is a problem like any other. */
export function guarded(check: () => Verdict): Verdict {
  try {
    return check();
  } catch (e) {
    return refused(`threw: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300));
  }
}

const GENEROUS = { depth: 12, values: 200 };

/**
 * An input the rules must accept: plain data and exactly one of the legal moves. (A Proxy that
 * only lies to getters is plain data read through its descriptors, as applyMove reads it.)
 */
function isLegal(state: GameState, input: unknown): boolean {
  const plain = plainDataCopy(input, GENEROUS);
  return plain.ok && legalMoves(state).some((move) => sameMove(move, plain.value));
}

/** The object a move case works on: the move, its choice, or its target. */
function part(move: Record<string, unknown>, level: number): Record<string, unknown> {
  const choice = move.choice as Record<string, unknown>;
  if (level === 0) return move;
  return level === 2 && choice.target ? (choice.target as Record<string, unknown>) : choice;
}

function replacePart(move: Record<string, unknown>, level: number, by: object): unknown {
  if (level === 0) return by;
  const choice = move.choice as Record<string, unknown>;
  if (level === 2 && choice.target) choice.target = by;
  else move.choice = by;
  return move;
}

/** Builds the hostile input of a move case from a legal move (copied: options live in the state). */
export function moveInput(legal: Move, c: MoveCase): unknown {
  const move = structuredClone(legal) as unknown as Record<string, unknown>;
  const target = 'level' in c ? part(move, c.level) : move;
  const keys = Object.keys(target);
  const key = (which: number) => keys[which % keys.length];
  switch (c.kind) {
    case 'legal':
      return move;
    case 'extra-key':
      setOwn(target, c.key, c.value);
      return move;
    case 'inherited':
      return replacePart(move, c.level, Object.create(target) as object);
    case 'replace':
      target[key(c.which)] = c.value;
      return move;
    case 'drop':
      delete target[key(c.which)];
      return move;
    case 'getter': {
      const name = key(c.which);
      const value = target[name];
      Object.defineProperty(target, name, { get: () => value, enumerable: true });
      return move;
    }
    case 'proxy':
      return new Proxy(move, {
        get: (object, name) => {
          if (c.throws) throw new Error('a hostile getter');
          return Reflect.get(object, name);
        },
      });
    case 'anything':
      return c.value;
    case 'well-formed':
      return c.move;
  }
}

/** applyMove in a real position: refuses all but exactly a legal move, and never edits the state. */
export function checkMove(positions: Position[], c: MoveCase): Verdict {
  const live = positions.filter((p) => !p.state.result);
  const { state } = live[c.position % live.length];
  const legal = legalMoves(state);
  const input = moveInput(legal[c.pick % legal.length], c);
  const before = JSON.stringify(state);
  const result = applyMove(state, input);
  const verdict = result.ok ? accepted : refused;
  if (JSON.stringify(state) !== before)
    return verdict('applyMove changed the position it was given');
  const shouldAccept = isLegal(state, input);
  if (result.ok)
    return accepted(shouldAccept ? null : 'accepted a move that is not exactly a legal one');
  if (shouldAccept) return refused(`refused a legal move: ${result.error.message}`);
  return refused(messageProblem(result.error.message));
}

export function memoryStorage(off = false): SaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = () => {
    if (off) throw new Error('storage is switched off');
  };
  return {
    data,
    getItem: (k) => (guard(), data.get(k) ?? null),
    setItem: (k, v) => (guard(), void data.set(k, v)),
    removeItem: (k) => (guard(), void data.delete(k)),
  };
}

/** Save cases that are sound files: the table must take them. */
const SOUND: SaveCase['kind'][] = ['valid', 'version-1'];

/** The text of a save case: the pool position's save, damaged as the case says. */
export function saveText(positions: Position[], c: SaveCase): string {
  const { setup, moves, state } = positions[c.position % positions.length];
  // A copy: the damage below must not reach the pool's own moves.
  const save = structuredClone(toSaveFile(setup, moves, state)) as unknown as Record<
    string,
    unknown
  >;
  const list = save.moves as unknown[];
  const index = (n: number) => n % Math.max(1, list.length);
  switch (c.kind) {
    case 'valid':
    case 'storage-off':
      break;
    case 'version-1':
      // As version 1 saves were: setup and moves (and, once, the content), nothing to check.
      save.version = 1;
      delete save.fingerprint;
      delete save.rulesVersion;
      delete save.outcome;
      break;
    case 'text':
      return damageText(JSON.stringify(save), c.damage);
    case 'tree':
      return JSON.stringify(editTree(save, c.edit)) ?? '';
    case 'edit-seed':
      save.setup = { ...(setup as object), seed: (setup.seed + c.delta) >>> 0 };
      break;
    case 'drop-move':
      list.splice(index(c.which), 1);
      break;
    case 'swap-moves':
      [list[index(c.a)], list[index(c.b)]] = [list[index(c.b)], list[index(c.a)]];
      break;
    case 'edit-move':
      list[index(c.which)] = c.move;
      break;
    case 'move-junk':
      if (list.length > 0)
        setOwn((list[index(c.which)] = { ...(list[index(c.which)] as object) }), c.key, c.value);
      break;
    case 'version':
      save.version = c.value;
      break;
    case 'fingerprint':
      save.fingerprint = c.value;
      break;
    case 'foreign':
      return JSON.stringify(c.value) ?? '';
    case 'huge':
      return `${JSON.stringify(save).slice(0, -1)},"pad":"${'x'.repeat(MAX_SAVE_BYTES)}"}`;
  }
  return JSON.stringify(save);
}

/** What a save's text records, read without the table's own reader. */
type Recorded = Record<'version' | 'fingerprint' | 'outcome' | keyof SaveFile, unknown>;

function recorded(text: string): Recorded | null {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as Recorded;
  } catch {
    return null;
  }
}

/**
 * Whether a loaded game is not the one its file recorded, as far as the file can say: a version
 * 3 save is sealed (its fingerprint covers what it holds) and its moves lead to the outcome it
 * names (the fuzz writes saves under today's rules); a version 2 save's position has its
 * fingerprint; a version 1 save records nothing. Null when it is.
 */
function otherGame(state: GameState, file: Recorded): string | null {
  if (file.version === 3) {
    const { rulesVersion, content, setup, moves, outcome } = file;
    const covered = JSON.parse(JSON.stringify({ rulesVersion, content, setup, moves, outcome }));
    if (dataFingerprint(covered) !== file.fingerprint) return 'an edited version 3 save';
    return dataFingerprint(gameOutcome(state)) === dataFingerprint(outcome)
      ? null
      : 'a version 3 save whose moves lead elsewhere than it says';
  }
  if (file.fingerprint === undefined)
    return file.version === 1 ? null : 'a save without a fingerprint';
  return fingerprint(state) === file.fingerprint
    ? null
    : 'a save whose position is not the one it recorded';
}

/** A loaded game must be the one the file recorded, its moves strict, its autosave restorable. */
function loadedProblem(store: GameStoreApi, text: string, storage: SaveStorage): string | null {
  const { state, moves } = store.getState();
  const file = recorded(text);
  if (!state || !file) return 'accepted a save that is not JSON';
  const other = otherGame(state, file);
  if (other) return `accepted ${other}`;
  // Only a save without a fingerprint (version 1) goes unchecked, and the person is told.
  if (file.fingerprint === undefined && !store.getState().saveNote)
    return 'loaded a version 1 save without a note';
  if (!moves.every((move) => v.is(moveSchema, move) && plainDataProblem(move, GENEROUS) === null))
    return 'kept a move that is not exactly a Move';
  const again = createGameStore();
  const restored = restoreAutosave(again, storage);
  if (restored.kind !== 'restored')
    return `the autosave of a loaded save does not restore (${restored.kind})`;
  return fingerprint(again.getState().state!) === fingerprint(state)
    ? null
    : 'the autosave restores another game';
}

/** A running game with its autosave, as the table has it when someone loads a file. */
export function runningGame(setup: GameSetup): {
  store: GameStoreApi;
  storage: ReturnType<typeof memoryStorage>;
} {
  const storage = memoryStorage();
  const store = createGameStore();
  attachAutosave(store, storage);
  store.getState().startGame(setup);
  const pending = store.getState().state!.pending;
  if (pending?.automaton) store.getState().advanceFaceless();
  else if (pending) store.getState().choose(pending.options[0]);
  return { store, storage };
}

/** "Load from file" during a game: the save loads exactly, or is refused without a trace. */
export function checkSaveLoad(positions: Position[], c: SaveCase): Verdict {
  const text = saveText(positions, c);
  const { store, storage } = runningGame(positions[0].setup);
  const before = store.getState();
  const autosave = storage.data.get(AUTOSAVE_KEY);
  if (store.getState().loadSave(text)) return accepted(loadedProblem(store, text, storage));
  const after = store.getState();
  if (SOUND.includes(c.kind)) return refused(`refused a sound save: ${after.saveError}`);
  if (after.state !== before.state || after.moves !== before.moves)
    return refused('a refused save changed the running game');
  if (storage.data.get(AUTOSAVE_KEY) !== autosave)
    return refused('a refused save changed the autosave');
  return refused(messageProblem(after.saveError));
}

/** Start-up: the autosave is restored exactly, or set aside (kept, not loaded) with a reason. */
export function checkAutosave(positions: Position[], c: SaveCase): Verdict {
  const text = saveText(positions, c);
  const storage = memoryStorage(c.kind === 'storage-off');
  storage.data.set(AUTOSAVE_KEY, text);
  const store = createGameStore();
  const restored = restoreAutosave(store, storage);
  if (restored.kind === 'none')
    return refused(c.kind === 'storage-off' || text === '' ? null : 'an autosave was ignored');
  if (restored.kind === 'set-aside') {
    if (SOUND.includes(c.kind)) return refused(`set aside a sound autosave: ${restored.reason}`);
    if (store.getState().state) return refused('a set-aside autosave was loaded');
    if (storage.data.get(SET_ASIDE_KEY) !== text || storage.data.has(AUTOSAVE_KEY))
      return refused('a broken autosave was not set aside as it was');
    return refused(messageProblem(restored.reason));
  }
  const file = recorded(text);
  const state = store.getState().state;
  if (!state || !file) return accepted('restored an autosave that is not JSON');
  const other = otherGame(state, file);
  return accepted(other ? `restored another game than the autosave recorded (${other})` : null);
}
