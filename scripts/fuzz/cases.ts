/**
 * The fuzz cases of each boundary, as plain data (so fast-check can shrink them): which real
 * position, which damage. The hostile objects themselves (getters, proxies, inherited keys) are
 * made from this data when a case runs (checks.ts).
 */
import fc from 'fast-check';
import {
  DENIZEN_IDS,
  EVENT_IDS,
  FACTION_IDS,
  REGION_IDS,
  VAALA_IDS,
} from '../../src/engine/content/ids';
import { SAGA_IDS, STAGE_CARDS, STAGE_MARKERS } from '../../src/engine/content/sagas';
import {
  anyJunk,
  anyKey,
  jsonJunk,
  textDamage,
  treeEdit,
  wellFormedMove,
  type TextDamage,
  type TreeEdit,
} from './junk';

/** A bad (or, for `legal`, good) move in the position `position` of the pool. */
export type MoveCase = { position: number; pick: number } & (
  | { kind: 'legal' }
  | { kind: 'extra-key'; level: number; key: string; value: unknown }
  | { kind: 'inherited'; level: number }
  | { kind: 'replace'; level: number; which: number; value: unknown }
  | { kind: 'drop'; level: number; which: number }
  | { kind: 'getter'; level: number; which: number }
  | { kind: 'proxy'; throws: boolean }
  | { kind: 'anything'; value: unknown }
  | { kind: 'well-formed'; move: unknown }
);

const level = fc.integer({ min: 0, max: 2 });
const at = { position: fc.nat(), pick: fc.nat() };

export const moveCases: fc.Arbitrary<MoveCase> = fc.oneof(
  fc.record({ ...at, kind: fc.constant('legal') }),
  fc.record({ ...at, kind: fc.constant('extra-key'), level, key: anyKey, value: anyJunk }),
  fc.record({ ...at, kind: fc.constant('inherited'), level }),
  fc.record({ ...at, kind: fc.constant('replace'), level, which: fc.nat(), value: anyJunk }),
  fc.record({ ...at, kind: fc.constant('drop'), level, which: fc.nat() }),
  fc.record({ ...at, kind: fc.constant('getter'), level, which: fc.nat() }),
  fc.record({ ...at, kind: fc.constant('proxy'), throws: fc.boolean() }),
  fc.record({ ...at, kind: fc.constant('anything'), value: anyJunk }),
  fc.record({ ...at, kind: fc.constant('well-formed'), move: wellFormedMove }),
) as fc.Arbitrary<MoveCase>;

/** A damaged (or, for `valid` and `version-1`, sound) save file of a pool position. */
export type SaveCase = { position: number } & (
  | { kind: 'valid' }
  | { kind: 'version-1' }
  | { kind: 'text'; damage: TextDamage }
  | { kind: 'tree'; edit: TreeEdit }
  | { kind: 'edit-seed'; delta: number }
  | { kind: 'drop-move'; which: number }
  | { kind: 'swap-moves'; a: number; b: number }
  | { kind: 'edit-move'; which: number; move: unknown }
  | { kind: 'move-junk'; which: number; key: string; value: unknown }
  | { kind: 'version'; value: unknown }
  | { kind: 'fingerprint'; value: unknown }
  | { kind: 'foreign'; value: unknown }
  | { kind: 'huge' }
  | { kind: 'storage-off' }
);

const position = fc.nat();

export const saveCases: fc.Arbitrary<SaveCase> = fc.oneof(
  fc.record({ position, kind: fc.constant('valid') }),
  fc.record({ position, kind: fc.constant('version-1') }),
  { arbitrary: fc.record({ position, kind: fc.constant('text'), damage: textDamage }), weight: 4 },
  { arbitrary: fc.record({ position, kind: fc.constant('tree'), edit: treeEdit }), weight: 4 },
  fc.record({ position, kind: fc.constant('edit-seed'), delta: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ position, kind: fc.constant('drop-move'), which: fc.nat() }),
  fc.record({ position, kind: fc.constant('swap-moves'), a: fc.nat(), b: fc.nat() }),
  fc.record({ position, kind: fc.constant('edit-move'), which: fc.nat(), move: wellFormedMove }),
  fc.record({
    position,
    kind: fc.constant('move-junk'),
    which: fc.nat(),
    key: anyKey,
    value: jsonJunk,
  }),
  fc.record({
    position,
    kind: fc.constant('version'),
    value: fc.oneof(jsonJunk, fc.constantFrom('1', '2', 0, 3, 1.5, -1, null, true)),
  }),
  fc.record({
    position,
    kind: fc.constant('fingerprint'),
    value: fc.oneof(jsonJunk, fc.stringMatching(/^[0-9a-f]{8}$/)),
  }),
  fc.record({ position, kind: fc.constant('foreign'), value: jsonJunk }),
  { arbitrary: fc.record({ position, kind: fc.constant('huge') }), weight: 1 },
  fc.record({ position, kind: fc.constant('storage-off') }),
) as fc.Arbitrary<SaveCase>;

/** The saved-demos list as stored, damaged. */
export type ShelfCase =
  | { kind: 'valid' }
  | { kind: 'text'; damage: TextDamage }
  | { kind: 'tree'; edit: TreeEdit }
  | { kind: 'move-junk'; entry: number; key: string; value: unknown }
  | { kind: 'foreign'; value: unknown };

export const shelfCases: fc.Arbitrary<ShelfCase> = fc.oneof(
  fc.record({ kind: fc.constant('valid') }),
  { arbitrary: fc.record({ kind: fc.constant('text'), damage: textDamage }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('tree'), edit: treeEdit }), weight: 4 },
  fc.record({ kind: fc.constant('move-junk'), entry: fc.nat(), key: anyKey, value: jsonJunk }),
  fc.record({ kind: fc.constant('foreign'), value: jsonJunk }),
) as fc.Arbitrary<ShelfCase>;

const region = fc.constantFrom(...REGION_IDS);
const seat = fc.constantFrom(...FACTION_IDS);
const side = fc.constantFrom(...FACTION_IDS, 'neutral');
const denizen = fc.constantFrom(...DENIZEN_IDS);
const few = <T>(arb: fc.Arbitrary<T>, maxLength = 4) => fc.array(arb, { maxLength });
const some = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(model, { requiredKeys: [] });

/** Positions made of the game's words, most of them impossible (docs/scenarios.md). */
const vocabularyScenario = some({
  round: fc.integer({ min: -1, max: 8 }),
  regions: fc.dictionary(
    region,
    some({
      units: fc.dictionary(side, fc.integer({ min: 0, max: 40 })),
      power: fc.nat({ max: 60 }),
      city: fc.boolean(),
    }),
  ),
  seats: fc.dictionary(
    seat,
    some({
      location: region,
      power: some({ unspent: fc.nat({ max: 60 }), spent: fc.nat({ max: 60 }) }),
      hand: few(fc.constantFrom('move-assault', 'fly-wrath-a', 'region:cross')),
      vaalaHand: few(fc.constantFrom(...VAALA_IDS)),
      denizens: few(denizen),
      wounds: fc.nat({ max: 9 }),
      essence: few(side, 8),
      bondedTo: seat,
      skipNextGlyph: fc.boolean(),
      slots: fc.dictionary(
        fc.constantFrom('0', '1', '5', '12', '99'),
        fc.constantFrom('unspent', 'spent'),
      ),
    }),
  ),
  lineup: few(fc.option(denizen), 7),
  creatures: few(some({ card: denizen, region, wounds: fc.nat({ max: 6 }) }), 3),
  eventDeck: few(fc.constantFrom(...EVENT_IDS)),
  stack: few(
    fc.oneof(
      fc.record({ event: fc.constantFrom(...EVENT_IDS) }),
      fc.record({ seat, card: fc.constantFrom('move-assault', 'fly-wrath-a', 'region:moon') }),
      fc.record({ stage: fc.constantFrom(...STAGE_CARDS) }),
    ),
    3,
  ),
  dice: few(fc.constantFrom('0', '1', '2', 'X', '2X'), 8),
  sagas: few(
    some({
      id: fc.constantFrom(...SAGA_IDS),
      stage: fc.constantFrom(0, 1, 2, 3),
      marker: fc.constantFrom(...STAGE_MARKERS),
    }),
  ),
  stageDeck: few(fc.constantFrom(...STAGE_CARDS)),
  dials: few(
    some({
      kind: fc.constantFrom('dragon', 'portal', 'nullborn'),
      region,
      wounds: fc.nat({ max: 6 }),
      bondedTo: seat,
    }),
    3,
  ),
  strongholds: fc.dictionary(
    region,
    some({ owner: side, woundsLeft: fc.integer({ min: 0, max: 5 }) }),
  ),
  relics: fc.dictionary(denizen, fc.nat({ max: 5 })),
  allyHolder: seat,
});

/** A scenario position file and its moves file, as the CLI reads them. */
export type ScenarioCase =
  | { kind: 'example'; example: number }
  | { kind: 'text'; example: number; damage: TextDamage; inMoves: boolean }
  | { kind: 'tree'; example: number; edit: TreeEdit; inMoves: boolean }
  | { kind: 'vocabulary'; scenario: unknown; moves: unknown[] }
  | { kind: 'anything'; position: unknown; moves: unknown };

const example = fc.nat();

export const scenarioCases: fc.Arbitrary<ScenarioCase> = fc.oneof(
  fc.record({ kind: fc.constant('example'), example }),
  fc.record({ kind: fc.constant('text'), example, damage: textDamage, inMoves: fc.boolean() }),
  {
    arbitrary: fc.record({
      kind: fc.constant('tree'),
      example,
      edit: treeEdit,
      inMoves: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('vocabulary'),
      scenario: vocabularyScenario,
      moves: few(wellFormedMove, 3),
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('anything'), position: jsonJunk, moves: jsonJunk }),
) as fc.Arbitrary<ScenarioCase>;
