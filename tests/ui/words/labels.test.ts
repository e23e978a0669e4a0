import { describe, expect, it } from 'vitest';
import type { Choice, Decision, LogFacts, RegionId } from '../../../src/engine';
import { choiceLabel, decisionPrompt, decisionSource } from '../../../src/ui/words/choiceLabels';
import { logSentence } from '../../../src/ui/words/logSentences';
import type { TableLike } from '../../../src/ui/words/names';

const table: TableLike = {
  seats: [
    { id: 'allaria', name: 'Elyse', location: 'allar', role: 'general' },
    { id: 'skarn', name: 'The Skarn Wyrm', location: 'nahu', role: 'dragon' },
  ],
};

/** Where the engine (describeDecision) says a target stands at this table. */
const STANDS_IN: Partial<Record<string, RegionId>> = {
  skarn: 'nahu',
  'gloom-stalker': 'hollow',
  'dragon-a': 'cross',
};
const whereOf = (choice: Choice): RegionId | null => {
  if (choice.kind !== 'target') return null;
  const t = choice.target;
  if (t.kind === 'force' || t.kind === 'null') return t.region;
  return STANDS_IN[t.kind === 'dragon' ? t.seat : t.kind === 'creature' ? t.card : t.id] ?? null;
};

const label = (
  kind: Decision['kind'],
  choice: Choice,
  source?: Decision['source'],
  seat: Decision['seat'] = 'allaria',
) => choiceLabel({ kind, source, seat }, choice, table, whereOf(choice));

describe('option labels', () => {
  it.each<[Decision['kind'], Choice, string]>([
    ['plan', { kind: 'card', card: 'harvest-vaala-fortify' }, 'Play Harvest · Vaala · Fortify'],
    ['plan', { kind: 'card', card: 'region:blood' }, 'Play Region card: Blood Marches'],
    ['plan', { kind: 'pass' }, 'Pass'],
    ['deploy', { kind: 'region', region: 'cross' }, 'Deploy in Vaala Crossing'],
    ['fortify', { kind: 'region', region: 'serpent' }, 'Build a city in Serpentine Coast'],
    ['retreat-to', { kind: 'region', region: 'moon' }, 'Retreat to Red Moon Steppe'],
    [
      'move',
      { kind: 'step', piece: 'unit', from: 'allar', to: 'crown' },
      'Move a Unit Allarian Heartland → Crownspire',
    ],
    [
      'fly',
      { kind: 'step', piece: 'dragon', from: 'nahu', to: 'ashen' },
      'Fly Nahuac Wilds → Ashen Shore',
    ],
    ['move', { kind: 'done' }, 'Done'],
    ['harvest', { kind: 'count', n: 2 }, 'Harvest 2 Power tokens'],
    ['harvest', { kind: 'count', n: 0 }, 'Take no Power'],
    ['advance', { kind: 'count', n: 1 }, 'Advance with 1 Unit'],
    [
      'assault',
      { kind: 'target', from: 'moon', target: { kind: 'force', side: 'tyveria', region: 'blood' } },
      'Attack Tyveria in Blood Marches from Red Moon Steppe',
    ],
    [
      'assault',
      {
        kind: 'target',
        from: 'cross',
        target: { kind: 'force', side: 'neutral', region: 'hollow' },
      },
      'Attack the neutral Units in Hollowdepths from Vaala Crossing',
    ],
    [
      'wrath',
      { kind: 'target', from: 'moon', target: { kind: 'dragon', seat: 'skarn' } },
      'Attack Skarn (Dragon) in Nahuac Wilds from Red Moon Steppe',
    ],
    [
      'assault',
      { kind: 'target', from: 'cross', target: { kind: 'creature', card: 'gloom-stalker' } },
      'Attack the Gloom Stalker in Hollowdepths from Vaala Crossing',
    ],
    [
      'saga-target',
      { kind: 'target', from: 'moon', target: { kind: 'dial', id: 'dragon-a' } },
      'Attack the Dragon dial in Vaala Crossing from Red Moon Steppe',
    ],
    ['upgrade', { kind: 'denizen', denizen: 'moon-rider' }, 'Recruit Red Moon Rider'],
    ['vaala', { kind: 'vaala', card: 'firestorm' }, 'Play Firestorm (2 Power)'],
    ['vaala', { kind: 'vaala', card: 'rally' }, 'Play Rally (free)'],
    ['vaala', { kind: 'draw' }, 'Draw a Vaala card'],
    ['defend', { kind: 'counterattack' }, 'Counterattack'],
    ['defend', { kind: 'retreat' }, 'Retreat'],
    ['press-on', { kind: 'continue' }, 'Continue the attack'],
    ['give-token', { kind: 'token', spent: true }, 'Give up a spent token'],
    ['give-token', { kind: 'token', spent: false }, 'Give up an unspent token'],
    // Elyse's Epic General board: slot 0 is a Maximum Force slot.
    ['place-token', { kind: 'slot', slot: 0 }, 'Place it on the Maximum Force slot'],
    ['flip-token', { kind: 'slot', slot: 2 }, 'Flip the token on the Assault slot'],
    ['give-token', { kind: 'slot', slot: 5 }, 'Give up the token on the Harvest slot'],
    ['vaala', { kind: 'ability' }, 'Use your Epic ability (discard a Vaala card)'],
    ['ability-discard', { kind: 'vaala', card: 'muster' }, 'Discard Muster'],
    [
      'ally-holder',
      { kind: 'seat', seat: 'skarn' },
      'Give the Ally token to The Skarn Wyrm (Skarn)',
    ],
    ['hoard', { kind: 'confirm' }, 'Heal 2 wounds'],
  ])('%s %j → %s', (kind, choice, expected) => {
    expect(label(kind, choice)).toBe(expected);
  });

  it('names Vaala targets by the card that asks', () => {
    const march = { card: 'forced-march' } as const;
    expect(label('vaala-target', { kind: 'region', region: 'crown' }, march)).toBe(
      'March to Crownspire',
    );
    expect(label('vaala-target', { kind: 'region', region: 'crown' }, { card: 'muster' })).toBe(
      'Place Units in Crownspire',
    );
    expect(label('vaala-target', { kind: 'count', n: 2 }, march)).toBe('Take 2 Units along');
  });

  it("words the Ally token's bids and Aellas's cards laid before his Ally (EV-CHAR-8, EV-CHAR-10)", () => {
    expect(decisionPrompt({ kind: 'ally-bid' })).toMatch(
      /bid Power for the Fell Knight's Ally token/,
    );
    expect(label('ally-bid', { kind: 'count', n: 2 })).toBe('Bid 2 Power');
    expect(label('ally-bid', { kind: 'pass' })).toBe('Do not bid');
    const oath = { card: 'oath-of-the-fell' } as const;
    expect(decisionPrompt({ kind: 'ally-card' })).toMatch(/before Aellas or before his Ally/);
    expect(label('ally-card', { kind: 'seat', seat: 'allaria' }, oath)).toBe(
      'Lay it before Elyse (Allaria)',
    );
  });

  it('tells the Ally token and the Fell Knight in the log', () => {
    const entry = (facts: LogFacts) => logSentence({ round: 1, phase: 'planning', ...facts });
    expect(entry({ kind: 'ally-bid', seat: 'allaria', bid: 2 })).toBe(
      'Allaria bid 2 Power tokens for the Ally token',
    );
    expect(entry({ kind: 'ally-bid-passed', seat: 'allaria' })).toBe(
      'Allaria did not bid for the Ally token',
    );
    expect(entry({ kind: 'ally-token', seat: 'allaria', bid: 1 })).toBe(
      'Allaria won the bidding and holds the Ally token (1 Power token spent)',
    );
    expect(entry({ kind: 'ally-token', seat: null, bid: 0 })).toBe(
      'No one bid: no one holds the Ally token this round',
    );
    expect(
      entry({ kind: 'vaala-given', seat: 'fell', card: 'oath-of-the-fell', to: 'allaria' }),
    ).toBe('Fell Knight laid Oath of the Fell face up before Allaria');
    expect(entry({ kind: 'power-returned', seat: 'fell', count: 2, region: 'moon' })).toBe(
      'Fell Knight returned 2 Power tokens from Red Moon Steppe to the supply',
    );
  });

  it('says which card and Glyph asked', () => {
    expect(decisionSource({ source: { card: 'move-deploy', glyph: 'deploy' } })).toBe(
      'Move · Deploy card, Deploy Glyph',
    );
    expect(decisionSource({ source: { card: 'firestorm' } })).toBe('Firestorm (Vaala card)');
    expect(decisionSource({})).toBeNull();
  });
});
