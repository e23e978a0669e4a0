import { loadRulesFor } from '../engine';
import { openPosition } from './openPosition';
import { attempt, type Player } from './player';
import { readSave, type SavePrefix } from './readSave';
import { parseSave, tooLarge } from './saveFile';
import type {
  FilesActions,
  FilesState,
  GameStoreActions,
  GameStoreApi,
  GameToOpen,
  GetStore,
  SetStore,
} from './storeTypes';

export const initialFilesState: FilesState = { saveError: null, saveNote: null, savePrefix: null };

/**
 * The rules a game needs before it opens (the engine's loadRulesFor: its Sagas' modules, the
 * scenario reader for a prepared position). A save that does not parse needs none: loading it
 * then says why it is refused.
 */
function loadRulesToOpen(game: Exclude<GameToOpen, { file: Blob }>): Promise<void> {
  if ('setup' in game) return loadRulesFor(game.setup);
  if ('demo' in game) return loadRulesFor(game.demo.setup);
  const parsed = parseSave(game.save);
  return parsed.ok ? loadRulesFor(parsed.save.setup) : Promise.resolve();
}

/** Games in and out of the table: opening one with its rules, a save's text, a refused file. */
export function filesActions(
  set: SetStore,
  get: GetStore,
  { fail }: Player,
  startGame: GameStoreActions['startGame'],
  store: GameStoreApi,
): FilesActions {
  const refuse = (message: string, prefix: SavePrefix | null = null): false => {
    set((draft) => {
      draft.saveError = message;
      draft.saveNote = null;
      draft.savePrefix = prefix;
    });
    return false;
  };

  const loadSave = (text: string, from: 'file' | 'autosave' = 'file'): boolean => {
    const read = attempt(() => readSave(text));
    if ('crash' in read) return refuse('The table failed while reading this save.');
    if (!read.ok) return refuse(read.error, read.prefix);
    const { setup, moves, states } = read;
    // The table wrote its autosave itself: what the note says of the file is no news.
    const note = from === 'autosave' && read.noteIsAboutTheFile ? null : read.note;
    set((draft) => openPosition(draft, { setup, history: states, moves, saveNote: note }));
    return true;
  };

  return {
    async open(game) {
      if ('file' in game) {
        const large = tooLarge(game.file.size);
        // Reading can fail (the file was moved meanwhile): a refusal like any other.
        const text = large ? null : await game.file.text().catch(() => null);
        if (text === null) {
          const why = large ?? 'This file could not be read.';
          refuse(why);
          return why;
        }
        return get().open({ save: text });
      }
      try {
        await loadRulesToOpen(game);
      } catch {
        const why = 'The rules this game needs did not arrive: check the connection and try again.';
        if ('save' in game) refuse(why);
        else if ('setup' in game) fail(why);
        return why;
      }
      if ('setup' in game) return startGame(game.setup) ? null : get().error;
      if ('save' in game) return loadSave(game.save, game.from) ? null : get().saveError;
      // Demo mode's code comes with the first demo opened.
      const { openDemo } = await import('./demoMode');
      return openDemo(store, game.demo);
    },

    loadSave,

    continuePrefix() {
      const prefix = get().savePrefix;
      if (!prefix) return false;
      const { setup, moves, states, note } = prefix;
      set((draft) => openPosition(draft, { setup, history: states, moves, saveNote: note }));
      return true;
    },

    clearSaveError() {
      set((draft) => {
        draft.saveError = null;
        draft.saveNote = null;
        draft.savePrefix = null;
      });
    },
  };
}
