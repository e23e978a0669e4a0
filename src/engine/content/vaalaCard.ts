import type { Role, VaalaId } from './ids';

export type VaalaEffect =
  | {
      kind: 'place-units';
      count: number;
      where: 'general-region' | 'controlled-region' | 'partner-region';
    }
  | { kind: 'forced-march'; units: number }
  | { kind: 'lasting-cv'; amount: number }
  | { kind: 'hits'; hits: number; reach: 'general-adjacent' | 'dragon-adjacent'; dragons: boolean }
  | { kind: 'hits-all-around'; hits: number }
  | { kind: 'heal'; amount: number }
  | { kind: 'fly'; steps: number }
  /** Epic abilities (EV-ABIL-9): the bonded partner (Dragon or Dragon dial) heals. */
  | { kind: 'heal-partner'; amount: number }
  /** Epic abilities: the bonded General places Units in this Dragon's region. */
  | { kind: 'partner-units'; count: number }
  /** EV-CHAR-9: Epic Aellas hands his Ally token to another player. */
  | { kind: 'give-ally' };

/** One Vaala card as data (base cards in cards.ts, the module's in expansionVaala.ts). */
export interface VaalaInfo {
  id: VaalaId;
  name: string;
  role: Role;
  cost: number;
  lasting: boolean;
  text: string;
  effect: VaalaEffect;
  house: true;
}

/** A Vaala card's data; lasting cards are those whose effect lasts (RB-28a). */
export const vaala = (
  id: VaalaId,
  name: string,
  role: Role,
  cost: number,
  text: string,
  effect: VaalaEffect,
): VaalaInfo => ({
  id,
  name,
  role,
  cost,
  text,
  effect,
  lasting: effect.kind === 'lasting-cv',
  house: true,
});
