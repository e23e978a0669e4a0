import type { ActionCardId, DenizenId, EventId, Glyph, RegionId, Role, VaalaId } from './ids';
import { EXPANSION_VAALA_CARDS } from './expansionVaala';
import { vaala } from './vaalaCard';
import { REGIONS } from './map';

/**
 * The base game's reconstruction, §10: every card text below is house content standing in for the
 * printed cards.
 */

export interface ActionCardInfo {
  id: ActionCardId;
  role: Role;
  glyphs: Glyph[];
  house: true;
}

const action = (id: ActionCardId, role: Role, glyphs: Glyph[]): ActionCardInfo => ({
  id,
  role,
  glyphs,
  house: true,
});

export const ACTION_CARDS: Record<ActionCardId, ActionCardInfo> = {
  'move-assault': action('move-assault', 'general', ['move', 'assault']),
  'move-deploy': action('move-deploy', 'general', ['move', 'deploy']),
  'deploy-assault': action('deploy-assault', 'general', ['deploy', 'assault']),
  'harvest-move': action('harvest-move', 'general', ['harvest', 'move']),
  'assault-vaala-deploy': action('assault-vaala-deploy', 'general', ['assault', 'vaala', 'deploy']),
  'harvest-vaala-fortify': action('harvest-vaala-fortify', 'general', [
    'harvest',
    'vaala',
    'fortify',
  ]),
  'fly-wrath-a': action('fly-wrath-a', 'dragon', ['fly', 'wrath']),
  'fly-wrath-b': action('fly-wrath-b', 'dragon', ['fly', 'wrath']),
  'fly-harvest': action('fly-harvest', 'dragon', ['fly', 'harvest']),
  'wrath-hoard': action('wrath-hoard', 'dragon', ['wrath', 'hoard']),
  'fly-wrath-vaala': action('fly-wrath-vaala', 'dragon', ['fly', 'wrath', 'vaala']),
  // §10, tuned for balance (docs/rulings.md "Tuned for balance"): once Harvest·Hoard·Vaala; a
  // Dragon now holds one Harvest card.
  'hoard-vaala': action('hoard-vaala', 'dragon', ['hoard', 'vaala']),
};

/** Region cards: mountain-adjacent regions Upgrade·Deploy·Harvest, the others Deploy·Fortify·Harvest. */
export function regionCardGlyphs(region: RegionId): Glyph[] {
  return REGIONS[region].mountainAdjacent
    ? ['upgrade', 'deploy', 'harvest']
    : ['deploy', 'fortify', 'harvest'];
}

export type EventEffect =
  | { kind: 'dragonbond' }
  | { kind: 'power-where'; where: 'neutral-or-uncontrolled' | 'mountain-adjacent'; amount: number }
  | { kind: 'power-in'; regions: RegionId[]; amount: number }
  | { kind: 'neutral-units'; where: 'neutral-or-uncontrolled'; amount: number }
  | { kind: 'dragons-heal'; amount: number }
  | { kind: 'grant-glyph'; glyph: Glyph; who: 'generals' | 'everyone' };

export interface EventInfo {
  id: EventId;
  name: string;
  text: string;
  effect: EventEffect;
  house: boolean;
}

const bloom = (id: EventId): EventInfo => ({
  id,
  name: 'Vaala Bloom',
  text: 'Place 1 Power token in each neutral or uncontrolled region.',
  effect: { kind: 'power-where', where: 'neutral-or-uncontrolled', amount: 1 },
  house: true,
});
const brigands = (id: EventId): EventInfo => ({
  id,
  name: 'Brigands',
  text: 'Place 1 neutral Unit in each neutral or uncontrolled region.',
  effect: { kind: 'neutral-units', where: 'neutral-or-uncontrolled', amount: 1 },
  house: true,
});

export const EVENTS: Record<EventId, EventInfo> = {
  dragonbond: {
    id: 'dragonbond',
    name: 'Dragonbond',
    text: 'Each non-bonded General sharing a region with a non-bonded Dragon rolls for Dragonbond with it.',
    effect: { kind: 'dragonbond' },
    house: false,
  },
  'vaala-bloom-1': bloom('vaala-bloom-1'),
  'vaala-bloom-2': bloom('vaala-bloom-2'),
  'vaala-bloom-3': bloom('vaala-bloom-3'),
  'red-moon': {
    id: 'red-moon',
    name: 'Red Moon',
    text: 'Place 2 Power tokens in the Red Moon Steppe and 2 in the Vaala Crossing.',
    effect: { kind: 'power-in', regions: ['moon', 'cross'], amount: 2 },
    house: true,
  },
  'veins-of-kadmos': {
    id: 'veins-of-kadmos',
    name: 'Veins of Kadmos',
    text: 'Place 1 Power token in each region adjacent to a mountain.',
    effect: { kind: 'power-where', where: 'mountain-adjacent', amount: 1 },
    house: true,
  },
  'brigands-1': brigands('brigands-1'),
  'brigands-2': brigands('brigands-2'),
  'dragons-rest': {
    id: 'dragons-rest',
    name: "Dragons' Rest",
    text: 'Each Dragon heals 2 wounds.',
    effect: { kind: 'dragons-heal', amount: 2 },
    house: true,
  },
  'call-to-arms': {
    id: 'call-to-arms',
    name: 'Call to Arms',
    text: 'Each General, in turn order, resolves a Deploy Glyph.',
    effect: { kind: 'grant-glyph', glyph: 'deploy', who: 'generals' },
    house: true,
  },
  'vaala-tide': {
    id: 'vaala-tide',
    name: 'Vaala Tide',
    text: 'Each player, in turn order, resolves a Vaala Glyph.',
    effect: { kind: 'grant-glyph', glyph: 'vaala', who: 'everyone' },
    house: true,
  },
  'harvest-moon': {
    id: 'harvest-moon',
    name: 'Harvest Moon',
    text: 'Each player, in turn order, resolves a Harvest Glyph.',
    effect: { kind: 'grant-glyph', glyph: 'harvest', who: 'everyone' },
    house: true,
  },
};

export type DenizenBonus =
  | { kind: 'homeland-cv'; amount: number }
  | { kind: 'deploy-units'; amount: number }
  | { kind: 'attack-cv'; amount: number };

export interface DenizenInfo {
  id: DenizenId;
  name: string;
  homeland: RegionId;
  text: string;
  /** A Creature card puts a miniature on the map instead of joining the lineup (RB-39a). */
  creature: CreatureCard | null;
  bonus: DenizenBonus | null;
  /** False for the module's printed cards (the Weeping Mother). */
  house: boolean;
}

/** Printed Creature stats; read them in play through `creatureStats` (they may grow, EV-WEEP-7). */
export interface CreatureCard {
  combatValue: number;
  wounds: number;
  trophy: number;
  /**
   * A Weeping Mother (EV-WEEP): only one in play, each of her cards in the discard pile adds 1 to
   * her Combat Value and Wounds, and she destroys the Power tokens where she appears.
   */
  weepingMother: boolean;
}

const denizen = (
  id: DenizenId,
  name: string,
  homeland: RegionId,
  bonus: DenizenBonus,
): DenizenInfo => ({
  id,
  name,
  homeland,
  bonus,
  creature: null,
  house: true,
  text:
    bonus.kind === 'homeland-cv'
      ? `+${bonus.amount} Combat Value to your force in ${REGIONS[homeland].name}.`
      : bonus.kind === 'deploy-units'
        ? `Place +${bonus.amount} Unit whenever you resolve a Deploy Glyph.`
        : `+${bonus.amount} Combat Value when your force attacks.`,
});

const creature = (
  id: DenizenId,
  name: string,
  homeland: RegionId,
  combatValue: number,
  wounds: number,
): DenizenInfo => ({
  id,
  name,
  homeland,
  bonus: null,
  creature: { combatValue, wounds, trophy: 1, weepingMother: false },
  house: true,
  text: `Creature: Combat Value ${combatValue}, ${wounds} wounds, Trophy 1. Never moves or attacks; heals fully after each combat.`,
});

/**
 * EV-WEEP-1, EV-WEEP-28…30: the module's Creature card, Combat Value 2, Wounds 2, Trophy 1. Its
 * homeland is never used (a Creature card takes no lineup slot and goes where its Region card
 * says); the Nahuac Wilds stand in as her people's land (house).
 */
const weepingMother = (id: DenizenId): DenizenInfo => ({
  id,
  name: 'The Weeping Mother',
  homeland: 'nahu',
  bonus: null,
  creature: { combatValue: 2, wounds: 2, trophy: 1, weepingMother: true },
  house: false,
  text: 'Creature: Combat Value 2 and 2 wounds, plus 1 each per Weeping Mother card in the discard pile; Trophy 1. Destroys the Power tokens where she appears; never retreats; heals unless beaten in a single combat.',
});

export const DENIZENS: Record<DenizenId, DenizenInfo> = {
  'ysval-warden': denizen('ysval-warden', 'Warden of the Marches', 'ysval', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'crown-sentinel': denizen('crown-sentinel', 'Crownspire Sentinel', 'crown', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'fell-ranger': denizen('fell-ranger', 'Fell Gate Ranger', 'fell', {
    kind: 'deploy-units',
    amount: 1,
  }),
  'tyvh-shieldmaiden': denizen('tyvh-shieldmaiden', 'Highland Shieldmaiden', 'tyvh', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'allar-knight': denizen('allar-knight', 'Heartland Knight', 'allar', {
    kind: 'attack-cv',
    amount: 1,
  }),
  'cross-sage': denizen('cross-sage', 'Sage of the Crossing', 'cross', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'moon-rider': denizen('moon-rider', 'Red Moon Rider', 'moon', { kind: 'attack-cv', amount: 1 }),
  'blood-reaver': denizen('blood-reaver', 'Blood Marches Reaver', 'blood', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'serpent-corsair': denizen('serpent-corsair', 'Serpentine Corsair', 'serpent', {
    kind: 'deploy-units',
    amount: 1,
  }),
  'hollow-miner': denizen('hollow-miner', 'Hollowdepths Miner', 'hollow', {
    kind: 'deploy-units',
    amount: 1,
  }),
  'nahu-hunter': denizen('nahu-hunter', 'Wilds Hunter', 'nahu', { kind: 'attack-cv', amount: 1 }),
  'ashen-priestess': denizen('ashen-priestess', 'Ashen Priestess', 'ashen', {
    kind: 'homeland-cv',
    amount: 1,
  }),
  'gloom-stalker': creature('gloom-stalker', 'Gloom Stalker', 'hollow', 3, 3),
  'stone-colossus': creature('stone-colossus', 'Stone Colossus', 'crown', 2, 4),
  'weeping-mother-1': weepingMother('weeping-mother-1'),
  'weeping-mother-2': weepingMother('weeping-mother-2'),
  'weeping-mother-3': weepingMother('weeping-mother-3'),
  'weeping-mother-4': weepingMother('weeping-mother-4'),
};

export type { VaalaEffect, VaalaInfo } from './vaalaCard';
import type { VaalaInfo } from './vaalaCard';

export const VAALA_CARDS: Record<VaalaId, VaalaInfo> = {
  rally: vaala('rally', 'Rally', 'general', 0, 'Place 1 Unit where your General is.', {
    kind: 'place-units',
    count: 1,
    where: 'general-region',
  }),
  'forced-march': vaala(
    'forced-march',
    'Forced March',
    'general',
    1,
    'Your General and up to 2 Units from its region move 1 region.',
    { kind: 'forced-march', units: 2 },
  ),
  'battle-hymn': vaala(
    'battle-hymn',
    'Battle Hymn',
    'general',
    1,
    'Lasting: +2 Combat Value in your next combat this round.',
    { kind: 'lasting-cv', amount: 2 },
  ),
  firestorm: vaala(
    'firestorm',
    'Firestorm',
    'general',
    2,
    "2 hits to one enemy force in or adjacent to your General's region.",
    { kind: 'hits', hits: 2, reach: 'general-adjacent', dragons: false },
  ),
  muster: vaala('muster', 'Muster', 'general', 3, 'Place 3 Units in one region you control.', {
    kind: 'place-units',
    count: 3,
    where: 'controlled-region',
  }),
  preen: vaala('preen', 'Preen', 'dragon', 0, 'Heal 1 wound.', { kind: 'heal', amount: 1 }),
  tailwind: vaala('tailwind', 'Tailwind', 'dragon', 1, 'Fly up to 2 steps.', {
    kind: 'fly',
    steps: 2,
  }),
  fury: vaala(
    'fury',
    'Fury',
    'dragon',
    1,
    'Lasting: +2 Combat Value in your next combat this round.',
    { kind: 'lasting-cv', amount: 2 },
  ),
  dragonfire: vaala(
    'dragonfire',
    'Dragonfire',
    'dragon',
    2,
    'Deal 2 hits to one enemy force or Dragon in or adjacent to your region.',
    { kind: 'hits', hits: 2, reach: 'dragon-adjacent', dragons: true },
  ),
  roar: vaala(
    'roar',
    'Roar',
    'dragon',
    3,
    'Deal 1 hit to each enemy force in your region and in adjacent regions.',
    { kind: 'hits-all-around', hits: 1 },
  ),
  ...EXPANSION_VAALA_CARDS,
};
