import type { CharacterId, FactionId, Role } from './ids';
import type { VaalaEffect } from './vaalaCard';

/**
 * The Epic player boards and Epic Character cards (EV-EPIC-SETUP, EV-SLOT, EV-EDRAGON, EV-EGEN,
 * EV-ABIL). The module's slot layouts and card texts are not available to this project: the
 * layouts below keep the counts the rulebook gives (20 Dragon slots, one Hoard and one Essence
 * slot, 3 wound spaces behind the blocker) and are otherwise house content, like every ability.
 */

export type SlotKind =
  /** Holds a token for victory, nothing more. */
  | 'plain'
  /** EV-EDRAGON-5/6: moves the wound blocker (and the wounds) one space left. */
  | 'health'
  /** EV-EDRAGON-7: +CV while the Dragon's current wound space is `space`. */
  | 'combat'
  /** EV-EDRAGON-9: the Hoard Glyph heals extra wounds. */
  | 'hoard'
  /** EV-EDRAGON-11, EV-EGEN-10: Vaala cards cost less. */
  | 'vaala'
  /** EV-EDRAGON-15: completing the Essence track also flips a spent token back. */
  | 'essence'
  /** EV-EGEN-7: more Units allowed per region. */
  | 'max-force'
  /** EV-EGEN-8: +CV when resolving your own Assault Glyph. */
  | 'assault'
  /** EV-EGEN-11: the Harvest Glyph may take a Denizen from the lineup. */
  | 'harvest'
  /** EV-EGEN-12: the Deploy Glyph places more Units. */
  | 'deploy';

export interface SlotInfo {
  kind: SlotKind;
  /** Combat slots: the wound-track space (0 = leftmost) whose Combat Value it raises. */
  space?: number;
}

export interface EpicBoardInfo {
  side: Role;
  slots: SlotInfo[];
  house: true;
}

/** What one occupied slot adds (Q-EDRAGON-3/4/5, Q-EGEN-3: one step per slot). */
export const SLOT_BONUS = {
  combat: 1,
  hoard: 1,
  vaala: 1,
  'max-force': 1,
  assault: 1,
  deploy: 1,
} as const;

/** EV-EPIC-SETUP-11, EV-EDRAGON-4: the blocker covers the 3 leftmost wound spaces at setup. */
export const EPIC_BLOCKED_SPACES = 3;

const repeat = (n: number, slot: SlotInfo): SlotInfo[] => Array.from({ length: n }, () => slot);

export const EPIC_BOARDS: Record<Role, EpicBoardInfo> = {
  // EV-EDRAGON-1: 20 slots. House layout: the 3 Health slots can uncover all 3 blocked spaces,
  // one Combat slot under each of the 6 wound spaces.
  dragon: {
    side: 'dragon',
    slots: [
      ...repeat(3, { kind: 'health' }),
      ...[0, 1, 2, 3, 4, 5].map((space): SlotInfo => ({ kind: 'combat', space })),
      { kind: 'hoard' },
      ...repeat(2, { kind: 'vaala' }),
      { kind: 'essence' },
      ...repeat(7, { kind: 'plain' }),
    ],
    house: true,
  },
  // Q-EGEN-6: the General side's count is not given; 16 house slots, room for 10 and more.
  general: {
    side: 'general',
    slots: [
      ...repeat(2, { kind: 'max-force' }),
      { kind: 'assault' },
      ...repeat(2, { kind: 'vaala' }),
      { kind: 'harvest' },
      ...repeat(2, { kind: 'deploy' }),
      ...repeat(8, { kind: 'plain' }),
    ],
    house: true,
  },
};

/** An ability is a list of steps of the same kinds as Vaala card effects (content/cards.ts). */
export type AbilityStep = VaalaEffect;

export interface Ability {
  name: string;
  text: string;
  steps: AbilityStep[];
}

export interface EpicCardInfo {
  character: CharacterId;
  /** EV-EPIC-SETUP-14/15, EV-EPIC-SETUP-16: the factions whose Action cards it plays. */
  factions: FactionId[];
  side: Role;
  /** EV-ABIL-1: the character-illustration side. */
  ability: Ability;
  /** EV-ABIL-9: the Dragonbonded side, which works with the bonded partner. */
  bonded: Ability;
  house: true;
}

/**
 * EV-EPIC-SETUP-2/3, Q-EPIC-2: the module has 15 Epic Character cards; these are the app's, one
 * per character it offers, with house abilities.
 */
export const EPIC_CARDS: Partial<Record<CharacterId, EpicCardInfo>> = {
  elyse: {
    character: 'elyse',
    factions: ['allaria'],
    side: 'general',
    ability: {
      name: 'Banner of the Heartland',
      text: 'Place 2 Units where your General is.',
      steps: [{ kind: 'place-units', count: 2, where: 'general-region' }],
    },
    bonded: {
      name: 'Shield of the Bond',
      text: "Place 2 Units in your bonded Dragon's region.",
      steps: [{ kind: 'place-units', count: 2, where: 'partner-region' }],
    },
    house: true,
  },
  adrael: {
    character: 'adrael',
    factions: ['tyveria'],
    side: 'general',
    ability: {
      name: 'Iron Vanguard',
      text: "Deal 2 hits to one enemy force in or adjacent to your General's region.",
      steps: [{ kind: 'hits', hits: 2, reach: 'general-adjacent', dragons: false }],
    },
    bonded: {
      name: 'Dragon-led Charge',
      text: "Deal 2 hits to one enemy force in or adjacent to your General's region; your bonded Dragon heals 1 wound.",
      steps: [
        { kind: 'hits', hits: 2, reach: 'general-adjacent', dragons: false },
        { kind: 'heal-partner', amount: 1 },
      ],
    },
    house: true,
  },
  itza: {
    character: 'itza',
    factions: ['nahuac'],
    side: 'general',
    ability: {
      name: 'Jungle Paths',
      text: 'Your General and up to 3 Units from its region move 1 region.',
      steps: [{ kind: 'forced-march', units: 3 }],
    },
    bonded: {
      name: 'Wings over the Wilds',
      text: 'Your General and up to 3 Units move 1 region; your bonded Dragon heals 1 wound.',
      steps: [
        { kind: 'forced-march', units: 3 },
        { kind: 'heal-partner', amount: 1 },
      ],
    },
    house: true,
  },
  aellas: {
    character: 'aellas',
    factions: ['allaria', 'tyveria'],
    side: 'general',
    ability: {
      name: 'Oath of the Fell',
      text: 'Place 1 Unit where your General is, then give your Ally token to another player: you cannot attack your Ally, and your lasting Vaala cards may be placed in front of them.',
      steps: [{ kind: 'place-units', count: 1, where: 'general-region' }, { kind: 'give-ally' }],
    },
    bonded: {
      name: 'Oath of the Bond',
      text: "Place 2 Units in your bonded Dragon's region, then give your Ally token to another player.",
      steps: [{ kind: 'place-units', count: 2, where: 'partner-region' }, { kind: 'give-ally' }],
    },
    house: true,
  },
  'fulgen-elder': {
    character: 'fulgen-elder',
    factions: ['fulgen'],
    side: 'dragon',
    ability: {
      name: 'Ancient Scales',
      text: 'Heal 3 wounds.',
      steps: [{ kind: 'heal', amount: 3 }],
    },
    bonded: {
      name: 'Sheltering Wings',
      text: 'Heal 2 wounds; your bonded General places 1 Unit in your region.',
      steps: [
        { kind: 'heal', amount: 2 },
        { kind: 'partner-units', count: 1 },
      ],
    },
    house: true,
  },
  reganna: {
    character: 'reganna',
    factions: ['fulgen'],
    side: 'dragon',
    ability: {
      name: 'Storm Rider',
      text: 'Fly up to 3 steps.',
      steps: [{ kind: 'fly', steps: 3 }],
    },
    bonded: {
      name: 'Carry the Banner',
      text: 'Fly up to 2 steps; then your bonded General places 2 Units in your region.',
      steps: [
        { kind: 'fly', steps: 2 },
        { kind: 'partner-units', count: 2 },
      ],
    },
    house: true,
  },
  'skarn-wyrm': {
    character: 'skarn-wyrm',
    factions: ['skarn'],
    side: 'dragon',
    ability: {
      name: 'Ashen Breath',
      text: 'Deal 1 hit to each enemy force in your region and in adjacent regions.',
      steps: [{ kind: 'hits-all-around', hits: 1 }],
    },
    bonded: {
      name: 'Ash and Steel',
      text: 'Deal 2 hits to one enemy force or Dragon in or adjacent to your region; your bonded General places 1 Unit in your region.',
      steps: [
        { kind: 'hits', hits: 2, reach: 'dragon-adjacent', dragons: true },
        { kind: 'partner-units', count: 1 },
      ],
    },
    house: true,
  },
};

export function epicCard(character: CharacterId): EpicCardInfo {
  const card = EPIC_CARDS[character];
  if (!card) throw new Error(`no Epic Character card for ${character}`);
  return card;
}
