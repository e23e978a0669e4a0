import { describe, expect, it } from 'vitest';
import type { LogEntry, LogFacts, LogKind, Target } from '../../../src/engine';
import { logSentence } from '../../../src/ui/words/logSentences';
import { internalIdIn } from './internalIds';

const force = (side: 'allaria' | 'neutral', region: 'cross' | 'moon'): Target => ({
  kind: 'force',
  side,
  region,
});

/**
 * One entry of every kind the engine logs. The mapped type makes the compiler refuse this list
 * when a kind is added to the log's union without a sample here.
 */
const SAMPLES: { [K in LogKind]: Extract<LogFacts, { kind: K }> } = {
  'saga-chosen': { kind: 'saga-chosen', seat: null, saga: 'kadmos', marker: 'ember' },
  'starting-power': { kind: 'starting-power', seat: 'skarn', count: 2, strength: 'normal' },
  'dragonbond-roll': {
    kind: 'dragonbond-roll',
    seat: 'allaria',
    dragon: null,
    dial: 'dragon-a',
    dice: ['1', 'X'],
    bonded: true,
  },
  planned: { kind: 'planned', seat: 'allaria', stackSize: 3 },
  passed: { kind: 'passed', seat: 'allaria' },
  'ally-bid': { kind: 'ally-bid', seat: 'tyveria', bid: 2 },
  'ally-bid-passed': { kind: 'ally-bid-passed', seat: 'tyveria' },
  'ally-token': { kind: 'ally-token', seat: null, bid: 0 },
  'event-revealed': { kind: 'event-revealed', seat: null, event: 'red-moon' },
  'card-revealed': { kind: 'card-revealed', seat: 'allaria', card: 'region:cross' },
  'region-card-idle': { kind: 'region-card-idle', seat: 'allaria', region: 'cross' },
  'glyph-cancelled': { kind: 'glyph-cancelled', seat: 'skarn', glyph: 'fly' },
  deployed: { kind: 'deployed', seat: 'allaria', region: 'cross' },
  'unit-moved': { kind: 'unit-moved', seat: 'allaria', from: 'allar', to: 'cross' },
  'general-moved': { kind: 'general-moved', seat: 'allaria', from: 'allar', to: 'cross' },
  'dragon-flew': { kind: 'dragon-flew', seat: 'skarn', from: 'nahu', to: 'moon' },
  harvested: { kind: 'harvested', seat: 'skarn', count: 2 },
  fortified: { kind: 'fortified', seat: 'allaria', region: 'cross' },
  upgraded: { kind: 'upgraded', seat: 'allaria', denizen: 'cross-sage' },
  'denizen-harvested': { kind: 'denizen-harvested', seat: 'allaria', denizen: 'cross-sage' },
  'vaala-drawn': { kind: 'vaala-drawn', seat: 'allaria' },
  'vaala-played': { kind: 'vaala-played', seat: 'allaria', card: 'battle-hymn', cost: 1 },
  'vaala-discarded': {
    kind: 'vaala-discarded',
    seat: 'allaria',
    card: 'forced-march',
    rule: 'EV-SAGA-ZENITH-2',
  },
  'vaala-given': { kind: 'vaala-given', seat: 'fell', card: 'fell-blade', to: 'allaria' },
  'ally-given': { kind: 'ally-given', seat: 'fell', holder: 'tyveria' },
  'units-placed': { kind: 'units-placed', seat: 'allaria', region: 'cross', count: 2 },
  'forced-march': { kind: 'forced-march', seat: 'allaria', from: 'allar', to: 'cross', count: 2 },
  'ability-used': {
    kind: 'ability-used',
    seat: 'allaria',
    ability: 'Banner of the Heartland',
    discarded: 'muster',
  },
  'power-placed': { kind: 'power-placed', seat: null, event: 'red-moon', count: 3 },
  'neutral-units-placed': {
    kind: 'neutral-units-placed',
    seat: null,
    event: 'brigands-1',
    count: 2,
  },
  'power-returned': { kind: 'power-returned', seat: 'fell', region: 'moon', count: 1 },
  'units-over-limit': { kind: 'units-over-limit', seat: 'allaria', region: 'cross', count: 1 },
  'combat-started': {
    kind: 'combat-started',
    seat: null,
    attacker: { kind: 'dial', id: 'dragon-a' },
    defender: { kind: 'creature', card: 'gloom-stalker' },
    origin: 'cross',
    battleground: 'moon',
  },
  'combat-roll': {
    kind: 'combat-roll',
    seat: null,
    side: 'attacker',
    round: 1,
    cv: 3,
    parts: [{ source: 'Dial', value: 3 }],
    faces: ['0', 'X', '2X'],
  },
  'defender-retreats': { kind: 'defender-retreats', seat: 'allaria' },
  'attacker-retreats': { kind: 'attacker-retreats', seat: 'allaria' },
  'combat-ended': {
    kind: 'combat-ended',
    seat: null,
    attacker: 'standing',
    defender: 'destroyed',
  },
  'units-destroyed': {
    kind: 'units-destroyed',
    seat: null,
    region: 'cross',
    side: 'neutral',
    count: 2,
  },
  'city-destroyed': { kind: 'city-destroyed', seat: null, region: 'cross' },
  'essence-completed': { kind: 'essence-completed', seat: 'allaria', power: 2, dial: 'dragon-a' },
  'dragon-wounded': { kind: 'dragon-wounded', seat: 'skarn', hits: 2, wounds: 4 },
  skull: { kind: 'skull', seat: 'skarn', inCombat: true },
  'dragon-healed': { kind: 'dragon-healed', seat: 'skarn', healed: 2 },
  'creature-appeared': {
    kind: 'creature-appeared',
    seat: null,
    creature: 'gloom-stalker',
    region: 'hollow',
  },
  'creature-defeated': { kind: 'creature-defeated', seat: null, creature: 'gloom-stalker' },
  injured: { kind: 'injured', seat: 'allaria' },
  'token-stolen': { kind: 'token-stolen', seat: 'allaria', thief: null, spent: true },
  retreated: { kind: 'retreated', seat: 'allaria', from: 'cross', to: 'allar' },
  advanced: { kind: 'advanced', seat: 'allaria', from: 'allar', to: 'cross', count: 2 },
  'general-advanced': { kind: 'general-advanced', seat: 'allaria', from: 'allar', to: 'cross' },
  'token-placed': {
    kind: 'token-placed',
    seat: 'allaria',
    slot: 0,
    slotKind: 'max-force',
    side: 'unspent',
  },
  'token-flipped': {
    kind: 'token-flipped',
    seat: 'allaria',
    slot: 2,
    slotKind: 'assault',
    side: 'spent',
  },
  'stage-advanced': {
    kind: 'stage-advanced',
    seat: null,
    saga: 'kadmos',
    stage: 1,
    card: 'ember-1',
  },
  'saga-attack': {
    kind: 'saga-attack',
    seat: null,
    attacker: force('neutral', 'cross'),
    region: 'moon',
    rule: 'EV-SAGA-CROW-3',
  },
  'saga-neutral-unit': {
    kind: 'saga-neutral-unit',
    seat: null,
    saga: 'crow',
    region: 'cross',
    rule: 'EV-SAGA-CROW-2',
  },
  'saga-power-gained': { kind: 'saga-power-gained', seat: null, saga: 'zenith', count: 1 },
  'saga-power-placed': {
    kind: 'saga-power-placed',
    seat: null,
    saga: 'return',
    region: 'moon',
    count: 1,
  },
  'saga-power-removed': {
    kind: 'saga-power-removed',
    seat: null,
    saga: 'zenith',
    region: 'moon',
    count: 2,
  },
  'saga-power-flipped': {
    kind: 'saga-power-flipped',
    seat: 'allaria',
    saga: 'weavers',
    count: 1,
    spent: false,
  },
  'power-destroyed': { kind: 'power-destroyed', seat: null, region: 'fell', count: 2 },
  'dial-placed': {
    kind: 'dial-placed',
    seat: null,
    dial: 'dragon-a',
    dialKind: 'dragon',
    region: 'cross',
  },
  'dial-destroyed': {
    kind: 'dial-destroyed',
    seat: null,
    dial: 'portal-1',
    dialKind: 'portal',
    region: 'moon',
  },
  'dial-bonded': { kind: 'dial-bonded', seat: 'allaria', dial: 'dragon-a', region: 'cross' },
  'dial-wounded': { kind: 'dial-wounded', seat: 'allaria', dial: 'dragon-a', hits: 1, wounds: 2 },
  'dial-skull': { kind: 'dial-skull', seat: 'allaria', dial: 'dragon-a', inCombat: false },
  'dial-moved': {
    kind: 'dial-moved',
    seat: 'allaria',
    dial: 'dragon-a',
    from: 'cross',
    to: 'moon',
    rule: 'EV-DDIAL-18',
  },
  'dial-healed': { kind: 'dial-healed', seat: null, dial: 'dragon-a', healed: 3 },
  'null-wrath': { kind: 'null-wrath', seat: null, region: 'cross', bonus: 1 },
  'null-force-defeated': { kind: 'null-force-defeated', seat: 'allaria', rule: 'EV-SAGA-NULL-6' },
  'relic-placed': {
    kind: 'relic-placed',
    seat: null,
    denizen: 'cross-sage',
    rule: 'EV-SAGA-RELIC-6',
  },
  'relic-removed': {
    kind: 'relic-removed',
    seat: null,
    denizen: 'cross-sage',
    rule: 'EV-SAGA-RELIC-7',
  },
  'relic-gained': {
    kind: 'relic-gained',
    seat: 'allaria',
    denizen: 'cross-sage',
    rule: 'EV-SAGA-RELIC-4',
  },
  'relics-returned': { kind: 'relics-returned', seat: null, denizen: 'cross-sage', count: 1 },
  'strongholds-taken': { kind: 'strongholds-taken', seat: 'allaria', rings: 2 },
  'stronghold-power': { kind: 'stronghold-power', seat: null, power: 3 },
  'stronghold-placed': {
    kind: 'stronghold-placed',
    seat: 'allaria',
    region: 'cross',
    owner: 'allaria',
  },
  'stronghold-reset': { kind: 'stronghold-reset', seat: null, region: 'cross' },
  'stronghold-destroyed': {
    kind: 'stronghold-destroyed',
    seat: null,
    region: 'cross',
    owner: 'neutral',
  },
  'creature-called': {
    kind: 'creature-called',
    seat: null,
    creature: 'stone-colossus',
    passed: 2,
    rule: 'EV-SAGA-WILD-2',
  },
  'creatures-recycled': {
    kind: 'creatures-recycled',
    seat: null,
    count: 6,
    rule: 'EV-SAGA-WILD-6',
  },
  'creature-lashes-out': {
    kind: 'creature-lashes-out',
    seat: null,
    creature: 'stone-colossus',
    wounds: 1,
    rule: 'EV-SAGA-WILD-3',
  },
  'creature-discarded': {
    kind: 'creature-discarded',
    seat: null,
    creature: 'weeping-mother-1',
  },
  'faceless-held': { kind: 'faceless-held', seat: 'skarn', decision: 'wrath' },
  'faceless-picked': {
    kind: 'faceless-picked',
    seat: 'tyveria',
    decision: 'vaala-target',
    target: null,
    region: 'moon',
  },
  cleanup: { kind: 'cleanup', seat: null },
  'game-won': { kind: 'game-won', seat: null, winners: ['allaria', 'skarn'], reason: 'power' },
};

const entry = (facts: LogFacts): LogEntry => ({ round: 2, phase: 'resolution', ...facts });

describe('logSentence: every kind of log entry is a sentence in the game’s own words', () => {
  it.each(Object.values(SAMPLES).map((facts) => [facts.kind, facts] as const))(
    '%s',
    (_kind, facts) => {
      const sentence = logSentence(entry(facts));
      expect(sentence).toMatch(/^[A-Z0-9]/);
      expect(internalIdIn(sentence)).toBeNull();
    },
  );

  it('EV-STAGE: a Saga step’s work says which Saga and Stage did it', () => {
    const placed = entry(SAMPLES['dial-placed']);
    placed.during = { saga: 'kadmos', when: 'stage', stage: 1 };
    expect(logSentence(placed)).toBe(
      'The Eye of Kadmos Stage I: a Dragon dial rises in Vaala Crossing',
    );
  });

  it('names dials, Creatures and forces where they fought, never by id', () => {
    expect(logSentence(entry(SAMPLES['combat-started']))).toBe(
      'The Dragon dial in Vaala Crossing attacked the Gloom Stalker in Red Moon Steppe',
    );
    expect(logSentence(entry(SAMPLES['saga-attack']))).toBe(
      'An attack by the neutral Units in Vaala Crossing on Red Moon Steppe',
    );
  });

  it('RB-44: a Faceless entry says why it chose, from the policy’s reason code and facts', () => {
    const flew: LogEntry = {
      ...entry(SAMPLES['dragon-flew']),
      why: { code: 'toward-goal', rule: 'RB-44a', goal: 'moon', power: 3 },
    };
    expect(logSentence(flew)).toBe(
      'Skarn flew from Nahuac Wilds to Red Moon Steppe — heading for Red Moon Steppe: the most Power it could collect (3)',
    );
    const held: LogEntry = {
      ...entry(SAMPLES['faceless-held']),
      why: { code: 'no-beatable-target', rule: 'RB-44b', ownCv: 3 },
    };
    expect(logSentence(held)).toBe(
      'Skarn does not attack — no target it could beat (its Combat Value 3)',
    );
  });
});
