import type * as GameIcons from 'react-icons/gi';
import type { Glyph } from '../../source/tableSource';

/** The name of an icon in react-icons' game-icons set (`react-icons/gi`). */
export type GameIconName = keyof typeof GameIcons;

/**
 * One game-icons icon per game thing, used everywhere, always beside words. The table draws
 * them from a sprite built from these names (scripts/iconSprite.ts), not from JavaScript.
 */
export const ICON_NAMES = {
  power: 'GiCrystalGrowth',
  city: 'GiCastle',
  unit: 'GiMeeple',
  general: 'GiVisoredHelm',
  dragon: 'GiDragonHead',
  creature: 'GiMonsterGrasp',
  weepingMother: 'GiSpectre',
  combat: 'GiCrossedSwords',
  skull: 'GiSkullCrossedBones',
  wound: 'GiDrop',
  essence: 'GiCrystalBall',
  initiative: 'GiFlyingFlag',
  human: 'GiPerson',
  faceless: 'GiRobotGolem',
  vaalaCard: 'GiCardPlay',
  faceDown: 'GiCardRandom',
  eventDeck: 'GiCardPickup',
  denizen: 'GiTiedScroll',
  bond: 'GiLinkedRings',
  epic: 'GiLaurelCrown',
  ally: 'GiShakingHands',
  winner: 'GiTrophyCup',
  mountain: 'GiMountains',
  stronghold: 'GiStoneTower',
  dragonDial: 'GiDragonSpiral',
  portal: 'GiPortal',
  nullborn: 'GiEvilMinion',
  saga: 'GiBookmarklet',
  readAloud: 'GiSpeaker',
  demo: 'GiOpenBook',
  agrees: 'GiCheckMark',
  undo: 'GiAnticlockwiseRotation',
  redo: 'GiClockwiseRotation',
} as const satisfies Record<string, GameIconName>;

export const GLYPH_ICON_NAMES = {
  move: 'GiFootprint',
  deploy: 'GiMeeple',
  harvest: 'GiCrystalGrowth',
  assault: 'GiCrossedSwords',
  fortify: 'GiCastle',
  upgrade: 'GiUpgrade',
  fly: 'GiWingfoot',
  wrath: 'GiDragonBreath',
  hoard: 'GiHealing',
  vaala: 'GiMagicSwirl',
} as const satisfies Partial<Record<Glyph, GameIconName>>;
