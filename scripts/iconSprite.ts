import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as gameIcons from 'react-icons/gi';
import { GLYPH_ICON_NAMES, ICON_NAMES, type GameIconName } from '../src/ui/kit/iconNames';

/** Every icon the table uses, once each, in name order. */
export function iconNames(): GameIconName[] {
  const names = [...Object.values(ICON_NAMES), ...Object.values(GLYPH_ICON_NAMES)];
  return [...new Set(names)].sort();
}

/** One icon as react-icons draws it, as a `<symbol>` named after it. */
function symbol(name: GameIconName): string {
  const svg = renderToStaticMarkup(createElement(gameIcons[name]));
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`${name} has no viewBox`);
  const drawing = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return `<symbol id="${name}" viewBox="${viewBox}">${drawing}</symbol>`;
}

/**
 * The text of src/ui/kit/icons.svg: the table's game-icons as one SVG sprite, so the paths travel as
 * an image fetched beside the code instead of as JavaScript the browser has to parse before play.
 */
export function iconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${iconNames().map(symbol).join('\n')}\n</svg>\n`;
}
