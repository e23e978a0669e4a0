import type { FunctionComponent, SVGProps } from 'react';
import type { Glyph } from '../../source/tableSource';
import { GLYPH_ICON_NAMES, ICON_NAMES, type GameIconName } from './iconNames';

/** An icon as a component: always decorative (aria-hidden) and paired with text. */
export type Icon = FunctionComponent<SVGProps<SVGSVGElement>>;

/**
 * A game-icons icon drawn from the sprite (scripts/iconSprite.ts) that iconSpriteInPage puts into
 * the page, sized and coloured like the react-icons component it stands for: 1em square, in the
 * text's colour.
 */
function spriteIcon(name: GameIconName): Icon {
  const href = `#${name}`;
  const SpriteIcon: Icon = (props) => (
    <svg
      viewBox="0 0 512 512"
      width="1em"
      height="1em"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={0}
      {...props}
    >
      <use href={href} />
    </svg>
  );
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

function spriteIcons<T extends Record<string, GameIconName>>(names: T): { [K in keyof T]: Icon } {
  const icons = Object.entries(names).map(([key, name]) => [key, spriteIcon(name)]);
  return Object.fromEntries(icons) as { [K in keyof T]: Icon };
}

/** One icon per game thing, used everywhere, always beside words. */
export const ICONS = spriteIcons(ICON_NAMES);

export const GLYPH_ICONS: Partial<Record<Glyph, Icon>> = spriteIcons(GLYPH_ICON_NAMES);
