/**
 * A tenth Saga that exists only for the tests (docs/architecture.md, Rule modules): its data, its
 * module and the helper that installs the default rule modules plus it. Nothing under src/ knows
 * it. A real tenth Saga adds its id to SAGA_IDS and its card to the house content; here the id is
 * cast, and the card is added to a copy of the house content the game is set up with.
 */
import { HOUSE_CONTENT, type Content, type GameState, type SagaId } from '../../../src/engine';
import type { SagaInfo } from '../../../src/engine/content/sagas';
import { pop } from '../../../src/engine/frames';
import { logEvent } from '../../../src/engine/log';
import { DEFAULT_RULES } from '../../../src/engine/modules';
import { placePowerIn, regionsWhere } from '../../../src/engine/placement';
import { gainFromSupply } from '../../../src/engine/power';
import { installRules } from '../../../src/engine/ruleHooks/apply';
import type { SagaModule } from '../../../src/engine/ruleHooks/hooks';

export const TITHE = 'tithe' as SagaId;

/** Its card: setup, one ∞ rule, three Stages (test content). */
export const TITHE_CARD: SagaInfo = {
  id: TITHE,
  name: 'The Ember Tithe',
  summary: 'A test Saga: Vaala costs more, Dragons burn hotter, and embers fall on empty land.',
  setup: 'Each player gains 1 Power token from the supply.',
  rules: [
    {
      text: 'Vaala cards cost 1 more Power. Dragons have +1 Combat Value.',
      precedence: 'beta',
    },
  ],
  stages: [
    'Place 1 Power token in each uncontrolled region.',
    'Place 1 Power token in each uncontrolled region.',
    'Place 2 Power tokens in each uncontrolled region.',
  ],
  flavour: 'The embers remember every debt.',
  stageFlavour: ['Sparks drift.', 'Ash settles.', 'The sky burns.'],
  house: { flavour: true },
};

/** Its module: the only code the Saga needs. */
export const titheSaga: SagaModule = {
  setup(s, _f) {
    for (const seat of s.seats) gainFromSupply(s, seat.id, 1);
    logEvent(s, { kind: 'saga-power-gained', seat: null, saga: TITHE, count: 1 });
    pop(s);
  },
  stage(s, f) {
    for (const region of regionsWhere(s, 'uncontrolled')) {
      const count = placePowerIn(s, [region], f.stage === 3 ? 2 : 1);
      if (count > 0)
        logEvent(s, { kind: 'saga-power-placed', seat: null, saga: TITHE, region, count });
    }
    pop(s);
  },
  vaalaCost: (_s, _seat, _card, cost) => cost + 1,
  combatValue(s, t, _ctx, add) {
    if (t.kind === 'dragon') add(s.content.sagas[TITHE].name, 1);
  },
};

/** The house content with the tenth Saga's card. */
export const TITHE_CONTENT: Content = {
  ...HOUSE_CONTENT,
  id: 'house-with-tithe',
  sagas: { ...HOUSE_CONTENT.sagas, [TITHE]: TITHE_CARD },
};

/** Installs the default modules plus the tenth Saga while `run` runs. */
export function withTitheSaga<T>(run: () => T): T {
  installRules({ ...DEFAULT_RULES, sagas: { ...DEFAULT_RULES.sagas, [TITHE]: titheSaga } });
  try {
    return run();
  } finally {
    installRules(DEFAULT_RULES);
  }
}

export const dragonOf = (s: GameState) => s.seats.find((seat) => seat.role === 'dragon')!;
