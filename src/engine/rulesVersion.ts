/**
 * The rules version: which rules a save's moves were played under. It changes whenever the rules
 * change what moves do, so that a save whose moves now lead elsewhere than the outcome it names
 * (outcome.ts) can be told apart: written under other rules (the rules changed since), or under
 * these very rules (then the file was edited). Saves of format 3 name it (store/saveFile.ts).
 *
 * It cannot be forgotten: each version records the digest of the seeded games' table
 * (tests/fingerprints/games.json: each game's moves, final position and outcome after every
 * move), and a test fails, saying "bump RULES_VERSION", while the table's digest is not the last
 * version's. Any change of what moves do changes how some seeded game plays, so it changes the
 * table; a change of the log's wording or of the state's shape changes it too, and bumps the
 * version for nothing worse than calling an edited save of the old version a rules change. To bump,
 * add an entry below (never change one: saves name their version, and the saves in
 * tests/fixtures/saves/ written under a version must still lead to their outcomes under it).
 */
export interface RulesVersion {
  version: number;
  /** `dataFingerprint` of the seeded games' table under this version. */
  games: string;
  /** What changed in the rules, for whoever reads a save's version. */
  change: string;
}

export const RULES_HISTORY: readonly RulesVersion[] = [
  {
    version: 1,
    games: '7ede0f1d',
    change: 'The first version saves name (format 3).',
  },
];

export const RULES_VERSION: number = RULES_HISTORY[RULES_HISTORY.length - 1].version;
