/**
 * Writes src/ui/kit/icons.svg from react-icons' game-icons set: `npm run icons`. Run it after changing
 * an icon in src/ui/kit/iconNames.ts; a test fails while the committed sprite is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconNames, iconSprite } from './iconSprite';

const out = join(import.meta.dirname, '..', 'src', 'ui', 'kit', 'icons.svg');
writeFileSync(out, iconSprite());
console.log(`${out}: ${iconNames().length} icons`);
