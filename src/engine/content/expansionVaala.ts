import type { VaalaInfo } from './vaalaCard';
import { vaala } from './vaalaCard';
import {
  AELLAS_VAALA,
  DRAGON_VAALA,
  GENERAL_VAALA,
  ITZA_VAALA,
  REGANNA_VAALA,
  type CharacterId,
  type FactionId,
  type Role,
  type VaalaId,
} from './ids';
import { CHARACTERS } from './factions';

/**
 * EV-CHAR-2/3: the module's 15 Vaala cards. Their texts are not available, so these are house
 * cards (docs/rulings.md, EV-CHAR-2): a set of 5 for each expansion character, with the effects
 * the base cards use. The Character card says which set its character plays (EV-CHAR-3).
 */

type ExpansionVaalaId =
  (typeof REGANNA_VAALA)[number] | (typeof ITZA_VAALA)[number] | (typeof AELLAS_VAALA)[number];

const NEXT_COMBAT = 'Lasting: +2 Combat Value in your next combat this round.';

export const EXPANSION_VAALA_CARDS: Record<ExpansionVaalaId, VaalaInfo> = {
  // Reganna, a Fulgen Dragon who waits to tip the scales.
  glide: vaala('glide', 'Glide', 'dragon', 0, 'Fly 1 step.', { kind: 'fly', steps: 1 }),
  'mending-scales': vaala('mending-scales', 'Mending Scales', 'dragon', 1, 'Heal 2 wounds.', {
    kind: 'heal',
    amount: 2,
  }),
  'tip-the-scales': vaala('tip-the-scales', 'Tip the Scales', 'dragon', 1, NEXT_COMBAT, {
    kind: 'lasting-cv',
    amount: 2,
  }),
  'cunning-flame': vaala(
    'cunning-flame',
    'Cunning Flame',
    'dragon',
    2,
    'Deal 2 hits to one enemy force or Dragon in or adjacent to your region.',
    { kind: 'hits', hits: 2, reach: 'dragon-adjacent', dragons: true },
  ),
  'opportune-strike': vaala(
    'opportune-strike',
    'Opportune Strike',
    'dragon',
    3,
    'Deal 3 hits to one enemy force or Dragon in or adjacent to your region.',
    { kind: 'hits', hits: 3, reach: 'dragon-adjacent', dragons: true },
  ),
  // Itza Chapula, a Nahuac necromancer.
  'bone-call': vaala(
    'bone-call',
    'Bone Call',
    'general',
    0,
    'Place 1 Unit where your General is.',
    {
      kind: 'place-units',
      count: 1,
      where: 'general-region',
    },
  ),
  'spirit-walk': vaala(
    'spirit-walk',
    'Spirit Walk',
    'general',
    1,
    'Your General and up to 3 Units from its region move 1 region.',
    { kind: 'forced-march', units: 3 },
  ),
  'xibac-rite': vaala('xibac-rite', 'Xibac Rite', 'general', 1, NEXT_COMBAT, {
    kind: 'lasting-cv',
    amount: 2,
  }),
  'necrotic-fire': vaala(
    'necrotic-fire',
    'Necrotic Fire',
    'general',
    2,
    "Deal 2 hits to one enemy force in or adjacent to your General's region.",
    { kind: 'hits', hits: 2, reach: 'general-adjacent', dragons: false },
  ),
  'raise-the-fallen': vaala(
    'raise-the-fallen',
    'Raise the Fallen',
    'general',
    2,
    'Place 2 Units in one region you control.',
    { kind: 'place-units', count: 2, where: 'controlled-region' },
  ),
  // Aellas, the Fell Knight: two lasting cards he may lay before his Ally (EV-CHAR-10).
  'fey-mending': vaala('fey-mending', 'Fey Mending', 'dragon', 0, 'Heal 1 wound.', {
    kind: 'heal',
    amount: 1,
  }),
  'dream-step': vaala('dream-step', 'Dream Step', 'dragon', 1, 'Fly up to 2 steps.', {
    kind: 'fly',
    steps: 2,
  }),
  'oath-of-the-fell': vaala('oath-of-the-fell', 'Oath of the Fell', 'dragon', 1, NEXT_COMBAT, {
    kind: 'lasting-cv',
    amount: 2,
  }),
  'fell-blade': vaala(
    'fell-blade',
    'Fell Blade',
    'dragon',
    2,
    'Deal 2 hits to one enemy force or Dragon in or adjacent to your region.',
    { kind: 'hits', hits: 2, reach: 'dragon-adjacent', dragons: true },
  ),
  'knights-vigil': vaala(
    'knights-vigil',
    "Knight's Vigil",
    'dragon',
    3,
    'Lasting: +3 Combat Value in your next combat this round.',
    { kind: 'lasting-cv', amount: 3 },
  ),
};

/** EV-CHAR-3: the expansion characters' own sets; every other character plays its role's set. */
export const CHARACTER_VAALA: Partial<Record<CharacterId, readonly VaalaId[]>> = {
  reganna: REGANNA_VAALA,
  itza: ITZA_VAALA,
  aellas: AELLAS_VAALA,
};

/**
 * The Vaala deck a seat plays: a character's own set goes with its own faction (EV-CHAR-3), so an
 * Epic Reganna or Itza keeps hers (L34), while Epic Aellas, an Allaria or Tyveria General, plays
 * that faction's General cards and his Fell Knight set only as the Fell Knight (Q-EPIC-3,
 * EV-EPIC-SETUP-17). Every other character plays its role's set.
 */
export function vaalaSetOf(
  character: CharacterId,
  faction: FactionId,
  role: Role,
): readonly VaalaId[] {
  const own = CHARACTERS[character].faction === faction ? CHARACTER_VAALA[character] : undefined;
  return own ?? (role === 'general' ? GENERAL_VAALA : DRAGON_VAALA);
}
