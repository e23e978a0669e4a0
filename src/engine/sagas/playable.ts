import type { SagaId } from '../types';

/**
 * Sagas whose rules are complete; setup refuses the others with a clear message. A list of its
 * own, apart from the Saga modules, so the new-game form can check a table without loading them.
 */
export const PLAYABLE_SAGAS: SagaId[] = [
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
