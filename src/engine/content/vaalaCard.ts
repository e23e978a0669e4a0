import type { Role } from '../types';
import type { VaalaEffect } from './cards';
import type { VaalaId } from './ids';

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
