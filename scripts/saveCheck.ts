/**
 * npm run save:check -- FILE…
 *
 * Opens each save file exactly as the app's "Load from file" does (a fresh store's `open`, so the
 * same readSave, with every rule loaded) and prints one line per file: `LOADS (N moves)`, with
 * the note the table would show, or `REFUSED: reason`, with the legal beginning it would offer to
 * continue. Exits with 1 when any file is refused (2 when no file is given), so
 * `npm run save:check -- tests/fixtures/saves/*.json` proves that the saves of past builds load.
 */
import './allRules';
import { readFileSync } from 'node:fs';
import { createGameStore } from '../src/store';

async function check(file: string): Promise<boolean> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.log(`${file}: REFUSED: the file cannot be read (${(e as Error).message})`);
    return false;
  }
  const table = createGameStore();
  const refusal = await table.getState().open({ save: text });
  const { moves, saveNote, savePrefix } = table.getState();
  if (refusal === null) {
    const count = `${moves.length} ${moves.length === 1 ? 'move' : 'moves'}`;
    console.log(`${file}: LOADS (${count})${saveNote ? ` — ${saveNote}` : ''}`);
    return true;
  }
  const kept = savePrefix?.moves.length;
  const offer =
    kept === undefined
      ? ''
      : ` [offers ${kept === 0 ? 'its setup as a game to start afresh' : `its first ${kept === 1 ? 'move' : `${kept} moves`} as a game to continue`}]`;
  console.log(`${file}: REFUSED: ${refusal}${offer}`);
  return false;
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: npm run save:check -- FILE…');
    return 2;
  }
  let refused = 0;
  for (const file of files) if (!(await check(file))) refused += 1;
  if (files.length > 1) console.log(`${files.length} files, ${refused} refused`);
  return refused === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
