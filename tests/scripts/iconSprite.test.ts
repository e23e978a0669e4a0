import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames, iconSprite } from '../../scripts/iconSprite';

const committed = readFileSync(join(import.meta.dirname, '../../src/ui/kit/icons.svg'), 'utf8');

describe('the icon sprite (src/ui/kit/icons.svg)', () => {
  it('is what `npm run icons` writes from react-icons for the names the table uses', () => {
    expect(committed).toBe(iconSprite());
  });

  it('holds one symbol per icon the table names, each drawn', () => {
    const ids = [...committed.matchAll(/<symbol id="(\w+)" viewBox="[^"]+"><path d="[^"]+"/g)];
    expect(ids.map((m) => m[1])).toEqual(iconNames());
    expect(iconNames()).toContain('GiCrystalGrowth');
  });
});
