import { EPIC_CARDS } from './epic';
import type { CharacterId, FactionId, RegionId, Role } from './ids';

/** RB-2, RB-6, §10. Faction names of the base game are known; Skarn is a placeholder name. */
export interface FactionInfo {
  id: FactionId;
  name: string;
  role: Role;
  startingRegion: RegionId;
  /** Substitute factions take the place (starting region, city, Region card) of another (RB-6a). */
  replaces: FactionId[];
  /** Colour-blind-safe colour (Okabe–Ito) plus a letter, so colour is never the only cue. */
  colour: string;
  badge: string;
  /** §10: a faction only a person may play (the Fell Knight). */
  humanOnly: boolean;
  house: boolean;
}

export const FACTIONS: Record<FactionId, FactionInfo> = {
  allaria: {
    id: 'allaria',
    name: 'Allaria',
    role: 'general',
    startingRegion: 'allar',
    replaces: [],
    colour: '#0072B2',
    badge: 'A',
    humanOnly: false,
    house: false,
  },
  tyveria: {
    id: 'tyveria',
    name: 'Tyveria',
    role: 'general',
    startingRegion: 'blood',
    replaces: [],
    colour: '#D55E00',
    badge: 'T',
    humanOnly: false,
    house: false,
  },
  nahuac: {
    id: 'nahuac',
    name: 'Nahuac',
    role: 'general',
    startingRegion: 'allar',
    replaces: ['allaria', 'tyveria'],
    colour: '#009E73',
    badge: 'N',
    humanOnly: false,
    house: true,
  },
  fulgen: {
    id: 'fulgen',
    name: 'Fulgen',
    role: 'dragon',
    startingRegion: 'crown',
    replaces: [],
    colour: '#E69F00',
    badge: 'F',
    humanOnly: false,
    house: false,
  },
  skarn: {
    id: 'skarn',
    name: 'Skarn',
    role: 'dragon',
    startingRegion: 'nahu',
    replaces: [],
    colour: '#CC79A7',
    badge: 'S',
    humanOnly: false,
    house: true,
  },
  fell: {
    id: 'fell',
    name: 'Fell Knight',
    role: 'dragon',
    startingRegion: 'nahu',
    replaces: ['fulgen', 'skarn'],
    colour: '#56B4E9',
    badge: 'K',
    humanOnly: true,
    house: true,
  },
};

export interface CharacterInfo {
  id: CharacterId;
  name: string;
  faction: FactionId;
  house: boolean;
}

export const CHARACTERS: Record<CharacterId, CharacterInfo> = {
  elyse: { id: 'elyse', name: 'Elyse', faction: 'allaria', house: false },
  adrael: { id: 'adrael', name: 'Adrael', faction: 'tyveria', house: false },
  itza: { id: 'itza', name: 'Itza Chapula', faction: 'nahuac', house: false },
  'fulgen-elder': { id: 'fulgen-elder', name: 'The Fulgen Elder', faction: 'fulgen', house: true },
  reganna: { id: 'reganna', name: 'Reganna', faction: 'fulgen', house: false },
  'skarn-wyrm': { id: 'skarn-wyrm', name: 'The Skarn Wyrm', faction: 'skarn', house: true },
  aellas: { id: 'aellas', name: 'Aellas', faction: 'fell', house: false },
};

export function defaultCharacter(faction: FactionId): CharacterId {
  const found = Object.values(CHARACTERS).find((c) => c.faction === faction);
  if (!found) throw new Error(`no character for ${faction}`);
  return found.id;
}

/**
 * Who may play a faction: its own characters, or played Epic those whose Epic Character card
 * names it (EV-EPIC-SETUP-15/16: Epic Aellas plays Allaria or Tyveria, never the Fell Knight).
 */
export function charactersFor(faction: FactionId, epic: boolean): CharacterId[] {
  return Object.values(CHARACTERS)
    .filter((c) => {
      const card = epic ? EPIC_CARDS[c.id] : undefined;
      return card ? card.factions.includes(faction) : c.faction === faction;
    })
    .map((c) => c.id);
}
