/**
 * The saved-demos shelf and the scenario CLI's files, fuzzed like the save files (checks.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_LIMITS, parseJsonText, plainDataProblem } from '../../src/engine';
import { BUILT_IN_DEMOS } from '../../src/demos/builtIn';
import type { Demo } from '../../src/demos/types';
import { SAVED_DEMOS_KEY, demoOfPosition, parseDemo, readShelf } from '../../src/demos/shelf';
import { AUTOSAVE_KEY } from '../../src/store';
import { openDemo } from '../../src/store/demoMode';
import { runScenario } from '../scenarioRunner';
import type { ScenarioCase, ShelfCase } from './cases';
import {
  accepted,
  memoryStorage,
  messageProblem,
  refused,
  runningGame,
  type Verdict,
} from './checks';
import { damageText, editTree, setOwn } from './junk';
import type { Position } from './positions';

/** The stored list of a browser that saved two positions as demos, next to a built-in demo. */
export function shelfEntries(positions: Position[]): unknown[] {
  const saved = positions
    .slice(0, 2)
    .map((p, i) => demoOfPosition(`saved-${i}`, `Saved ${i}`, '', p.setup, p.moves));
  return JSON.parse(JSON.stringify([...saved, BUILT_IN_DEMOS[0]])) as unknown[];
}

export function shelfText(entries: unknown[], c: ShelfCase): string {
  switch (c.kind) {
    case 'valid':
      return JSON.stringify(entries);
    case 'text':
      return damageText(JSON.stringify(entries), c.damage);
    case 'tree':
      return JSON.stringify(editTree(entries, c.edit)) ?? '';
    case 'move-junk': {
      const copy = structuredClone(entries) as { prelude?: object[] }[];
      const demo = copy[c.entry % copy.length];
      const move = demo.prelude?.[0];
      if (move) setOwn(move, c.key, c.value);
      return JSON.stringify(copy);
    }
    case 'foreign':
      return JSON.stringify(c.value) ?? '';
  }
}

const GENEROUS = { depth: 16, values: 1_000_000 };

/**
 * Reading the shelf never throws; each problem is readable; each demo it offers is strict data;
 * opening one refuses without a trace or opens it without touching the autosave.
 */
export function checkShelf(positions: Position[], entries: unknown[], c: ShelfCase): Verdict {
  const storage = memoryStorage();
  storage.data.set(SAVED_DEMOS_KEY, shelfText(entries, c));
  const shelf = readShelf(storage);
  if (c.kind === 'valid' && (shelf.problems.length > 0 || shelf.demos.length !== entries.length))
    return refused(`refused sound saved demos: ${shelf.problems.join(' ')}`);
  const verdict = shelf.problems.length === 0 ? accepted : refused;
  return verdict(
    shelf.problems.map(messageProblem).find(Boolean) ?? demosProblem(positions, shelf.demos),
  );
}

/** Each demo the shelf offers is strict data, and opening it never touches the autosave. */
function demosProblem(positions: Position[], demos: Demo[]): string | null {
  for (const demo of demos) {
    if (plainDataProblem(demo, GENEROUS) || !parseDemo(demo).ok)
      return 'offered a demo that is not strict data';
    const { store, storage: saves } = runningGame(positions[0].setup);
    const before = store.getState().state;
    const autosave = saves.data.get(AUTOSAVE_KEY);
    const refusal = openDemo(store, demo);
    if (saves.data.get(AUTOSAVE_KEY) !== autosave) return 'opening a demo changed the autosave';
    if (refusal !== null) {
      if (store.getState().state !== before) return 'a refused demo changed the running game';
      const unreadable = messageProblem(refusal);
      if (unreadable) return unreadable;
    }
  }
  return null;
}

const EXAMPLES_DIR = join(import.meta.dirname, '../../docs/examples');
const EXAMPLES = ['assault-scripted-dice', 'faceless-wrath', 'planning-round', 'wrath-skull'].map(
  (name) => ({
    position: readFileSync(join(EXAMPLES_DIR, `${name}.json`), 'utf8'),
    moves: readFileSync(join(EXAMPLES_DIR, `${name}.moves.json`), 'utf8'),
  }),
);

function scenarioTexts(c: ScenarioCase): { position: string; moves: string } {
  if (c.kind === 'vocabulary')
    return { position: JSON.stringify(c.scenario), moves: JSON.stringify(c.moves) };
  if (c.kind === 'anything')
    return { position: JSON.stringify(c.position) ?? '', moves: JSON.stringify(c.moves) ?? '' };
  const example = EXAMPLES[c.example % EXAMPLES.length];
  if (c.kind === 'example') return example;
  const damage = (text: string) =>
    c.kind === 'text'
      ? damageText(text, c.damage)
      : (JSON.stringify(editTree(JSON.parse(text), c.edit)) ?? '');
  return c.inMoves
    ? { position: example.position, moves: damage(example.moves) }
    : { position: damage(example.position), moves: example.moves };
}

/** `npm run scenario`: read as the CLI reads, then loaded and played; refusals are readable. */
export function checkScenario(c: ScenarioCase): Verdict {
  const texts = scenarioTexts(c);
  const position = parseJsonText(texts.position, FILE_LIMITS);
  if (!position.ok) return refused(messageProblem(position.error));
  const moves = parseJsonText(texts.moves, FILE_LIMITS);
  if (!moves.ok) return refused(messageProblem(moves.error));
  const result = runScenario(position.value, moves.value);
  if (!result.ok && c.kind === 'example')
    return refused(`refused a documented example: ${result.error}`);
  if (!result.ok) return refused(messageProblem(result.error));
  const plain = plainDataProblem(result.state, GENEROUS) === null;
  return accepted(plain ? null : 'a scenario state that is not plain data');
}
