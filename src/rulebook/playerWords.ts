/**
 * How players ask about the rules, in the rules' own words. A question word maps to the terms the
 * rules use for it ("how do I win" → victory, "siege" → Stronghold), so the search finds a rule by
 * what people say at the table, not only by the rulebook's vocabulary. A Map, because what it is
 * asked is whatever a person typed: "constructor" or "__proto__" must find nothing here, not
 * Object's own properties.
 */
export const PLAYER_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    win: ['victory', 'wins'],
    winning: ['victory', 'wins'],
    won: ['victory', 'wins'],
    siege: ['stronghold', 'combat'],
    besiege: ['stronghold', 'combat'],
    castle: ['stronghold'],
    fight: ['combat'],
    battle: ['combat'],
    attack: ['assault', 'wrath', 'combat'],
    dice: ['die', 'roll'],
    heal: ['heals', 'hoard'],
    turn: ['round', 'resolution'],
    money: ['power'],
    points: ['power', 'score'],
    score: ['scores', 'victory'],
    end: ['ends', 'final'],
    hold: ['hand', 'limit'],
    keep: ['hand', 'limit'],
  }),
);

/** Words that carry no meaning in a question ("how do I …", "what is the …"). */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'can',
  'do',
  'does',
  'how',
  'i',
  'in',
  'is',
  'it',
  'many',
  'much',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'who',
  'why',
  'with',
  'you',
]);
