/**
 * Scripts run games in Node, where nothing is fetched: every part of the rules (each Saga's
 * module, the scenario reader) is loaded once, before any script's game starts. A script that
 * plays games imports this first; the app loads each game's rules with it (loadRulesFor).
 */
import { loadAllRules } from '../src/engine';

await loadAllRules();
