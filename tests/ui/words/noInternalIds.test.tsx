import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../scripts/autoplay';
import {
  describeDecision,
  view,
  type GameSetup,
  type GameState,
  type SeatSetup,
} from '../../../src/engine';
import { SAGA_IDS } from '../../../src/engine/content/ids';
import {
  choiceDetail,
  choiceLabel,
  decisionPrompt,
  decisionSource,
  severalLabel,
} from '../../../src/ui/words/choiceLabels';
import {
  chooserText,
  combatLines,
  combatOptionText,
  unitsLeftText,
  vaalaCostText,
} from '../../../src/ui/words/decisionFactsText';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { logSentence } from '../../../src/ui/words/logSentences';
import { renderWithStore, storeWith } from '../render';
import { internalIdIn } from './internalIds';

/**
 * No internal id reaches the screen (docs/ui.md, Following the Faceless): over a whole seeded game
 * of every configuration, no text the table shows — log sentences, decision prompts, option labels
 * and details, the decision's facts, and the whole rendered table at a few points — contains an
 * internal id.
 */

const seats = (...spec: [SeatSetup['faction'], 'human' | 'faceless' | 'epic'][]): SeatSetup[] =>
  spec.map(([faction, who]) =>
    who === 'epic' ? { faction, controller: 'human', epic: true } : { faction, controller: who },
  );
const MIXED = seats(
  ['allaria', 'human'],
  ['fulgen', 'faceless'],
  ['tyveria', 'faceless'],
  ['skarn', 'human'],
);

const CONFIGURATIONS: [string, GameSetup][] = [
  ['base game', { seed: 3, seats: MIXED }],
  ['3 random Sagas', { seed: 5, seats: MIXED, sagas: 'random' }],
  // Each Saga leads a set of three (EV-SAGA-SETUP-3), with the next two in the list.
  ...SAGA_IDS.map((saga, i): [string, GameSetup] => [
    `Saga ${saga} first`,
    { seed: 20 + i, seats: MIXED, sagas: [0, 1, 2].map((k) => SAGA_IDS[(i + k) % 9]) },
  ]),
  [
    'Epic seats and the Weeping Mother',
    {
      seed: 7,
      seats: seats(
        ['allaria', 'epic'],
        ['fulgen', 'faceless'],
        ['tyveria', 'faceless'],
        ['skarn', 'epic'],
      ),
      sagas: 'random',
      weepingMother: true,
    },
  ],
  [
    'the Fell Knight',
    {
      seed: 8,
      seats: seats(
        ['allaria', 'human'],
        ['fell', 'human'],
        ['tyveria', 'human'],
        ['skarn', 'faceless'],
      ),
    },
  ],
  [
    'solo',
    {
      seed: 9,
      seats: seats(
        ['allaria', 'human'],
        ['fulgen', 'faceless'],
        ['tyveria', 'faceless'],
        ['skarn', 'faceless'],
      ),
      sagas: 'random',
      soloMode: 'challenging',
    },
  ],
  [
    'no Faceless',
    {
      seed: 10,
      seats: seats(['allaria', 'human'], ['skarn', 'human'], ['tyveria', 'human']),
      noFaceless: 'competitive',
    },
  ],
];

/** Every text the decision bar would show for this state's pending decision. */
function decisionTexts(s: GameState): string[] {
  const d = s.pending;
  const facts = describeDecision(s);
  if (!d || !facts) return [];
  const table = view(s, d.seat);
  const role = s.seats.find((seat) => seat.id === d.seat)?.role;
  return [
    decisionPrompt(d),
    decisionSource(d) ?? '',
    ...(facts.chooser ? [chooserText(facts.chooser)] : []),
    ...(facts.unitsLeft !== null ? [unitsLeftText(facts.unitsLeft)] : []),
    ...(facts.combat ? combatLines(facts.combat) : []),
    ...facts.options.flatMap((option) => [
      choiceLabel(d, option.choice, table, option.region),
      choiceDetail(option.choice, role) ?? '',
      option.combat ? combatOptionText(option.combat) : '',
      vaalaCostText(option) ?? '',
      option.atOnce ? severalLabel(option.choice, option.atOnce) : '',
    ]),
  ];
}

function expectNoId(text: string, where: string) {
  const id = internalIdIn(text);
  if (id) expect.fail(`"${id}" in ${where}: ${text}`);
}

describe('no internal id reaches the screen in a whole game of any configuration', () => {
  it.each(CONFIGURATIONS)('%s', (_name, setup) => {
    const shown: GameState[] = [];
    let logged = 0;
    const { state } = playGame(setup, {
      afterMove: (s, _move, i) => {
        for (; logged < s.log.length; logged++)
          expectNoId(logSentence(s.log[logged]), `log entry ${logged} (${s.log[logged].kind})`);
        for (const text of decisionTexts(s)) expectNoId(text, `move ${i + 1}'s decision`);
        if (i % 150 === 75) shown.push(s);
      },
    });
    // The whole table, rendered at a few points and at the end.
    for (const s of [...shown.slice(0, 2), state]) {
      const store = storeWith(setup);
      store.setState({ state: s });
      const { container } = renderWithStore(<GameScreen facelessDelayMs={1e9} />, store);
      expectNoId(container.textContent ?? '', `the table after move ${s.moveCount}`);
      cleanup();
    }
  });
});
