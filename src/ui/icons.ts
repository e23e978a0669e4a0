import type { IconType } from 'react-icons';
import {
  GiCardPickup,
  GiCardPlay,
  GiCardRandom,
  GiCastle,
  GiCrossedSwords,
  GiCrystalBall,
  GiCrystalGrowth,
  GiDragonBreath,
  GiDragonHead,
  GiDrop,
  GiFlyingFlag,
  GiFootprint,
  GiHealing,
  GiLinkedRings,
  GiMagicSwirl,
  GiMeeple,
  GiMonsterGrasp,
  GiPerson,
  GiRobotGolem,
  GiSkullCrossedBones,
  GiTiedScroll,
  GiTrophyCup,
  GiUpgrade,
  GiVisoredHelm,
  GiWingfoot,
} from 'react-icons/gi';
import type { Glyph } from '../engine';

/**
 * One game-icons icon per game thing, used everywhere (ui.md "Visual language"). Icons are always
 * decorative (aria-hidden) and paired with text.
 */
export const ICONS = {
  power: GiCrystalGrowth,
  city: GiCastle,
  unit: GiMeeple,
  general: GiVisoredHelm,
  dragon: GiDragonHead,
  creature: GiMonsterGrasp,
  combat: GiCrossedSwords,
  skull: GiSkullCrossedBones,
  wound: GiDrop,
  essence: GiCrystalBall,
  initiative: GiFlyingFlag,
  human: GiPerson,
  faceless: GiRobotGolem,
  vaalaCard: GiCardPlay,
  faceDown: GiCardRandom,
  eventDeck: GiCardPickup,
  denizen: GiTiedScroll,
  bond: GiLinkedRings,
  winner: GiTrophyCup,
} satisfies Record<string, IconType>;

export const GLYPH_ICONS: Partial<Record<Glyph, IconType>> = {
  move: GiFootprint,
  deploy: GiMeeple,
  harvest: GiCrystalGrowth,
  assault: GiCrossedSwords,
  fortify: GiCastle,
  upgrade: GiUpgrade,
  fly: GiWingfoot,
  wrath: GiDragonBreath,
  hoard: GiHealing,
  vaala: GiMagicSwirl,
};
