import type { SagaRoster } from './tableRules';
import type { SagaId } from './types';

/**
 * EV-SAGA-SETUP-3: the order random draws shuffle from. It is the order the Sagas became playable
 * in, kept so that every seeded game with random Sagas replays as it always has. A list apart from
 * the Saga modules (modules.ts installs it with them), so that the new-game form can check a table
 * before the rules engine has loaded.
 */
export const PLAYABLE_SAGAS: readonly SagaId[] = [
  'strongholds',
  'crow',
  'return',
  'zenith',
  'weavers',
  'kadmos',
  'null',
  'relics',
  'wilderness',
];

/** The Sagas of the default composition (modules.ts), as a table is checked against them. */
export const PLAYABLE_SAGA_ROSTER: SagaRoster = {
  playable: (id) => PLAYABLE_SAGAS.includes(id),
  drawOrder: PLAYABLE_SAGAS,
};
