import { loadRulesFor, type GameSetup } from '../engine';
import { parseSave } from './saveFile';

/** A game about to open: from a setup (a new game, a demo) or from a save's text. */
export type GameToOpen = { setup: GameSetup } | { save: string };

/**
 * Loads the rules the game needs before the store opens it (the engine's loadRulesFor: its
 * Sagas' modules, the scenario reader for a prepared position). A save that does not parse needs
 * none: loading it then says why it is refused.
 */
export function loadRulesToOpen(game: GameToOpen): Promise<void> {
  if ('setup' in game) return loadRulesFor(game.setup);
  const parsed = parseSave(game.save);
  return parsed.ok ? loadRulesFor(parsed.save.setup) : Promise.resolve();
}
