import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceShare } from '../../scripts/sourceShare';

const root = join(import.meta.dirname, '..', '..');
const dists: string[] = [];
afterEach(() => dists.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A built file of one line: `art` (incompressible, from src/ui/map/art.ts) between two copies of
 * `rest` (from src/ui/other.ts), with a hidden map beside it as `vite build` writes one.
 */
function built(art: string, rest: string, withMap = true) {
  const dist = mkdtempSync(join(tmpdir(), 'share-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  const code = rest + art + rest;
  const segments: SourceMapSegment[] = [
    [0, 1, 0, 0],
    [rest.length, 0, 0, 0],
    [rest.length + art.length, 1, 0, 0],
  ];
  writeFileSync(join(dist, 'assets', 'table.js'), code);
  // Sources are named relative to the map, as the bundler names them.
  const source = (path: string) => relative(join(dist, 'assets'), join(root, path));
  const map = { version: 3, sources: [source('src/ui/map/art.ts'), source('src/ui/other.ts')] };
  if (withMap)
    writeFileSync(
      join(dist, 'assets', 'table.js.map'),
      JSON.stringify({ ...map, mappings: encode([segments]) }),
    );
  return { dist, code };
}

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1000;

describe('sourceShare', () => {
  it("counts the set's bytes by the file's source map: what gzip saves without them", () => {
    const art = randomBytes(3000).toString('base64');
    const rest = 'const rest = 1;'.repeat(200);
    const { dist, code } = built(art, rest);

    const share = sourceShare(dist, ['assets/table.js'], ['src/ui/map/'])!;
    expect(share.files).toEqual(['assets/table.js']);
    expect(share.kb).toBeCloseTo(gzipKb(code) - gzipKb(rest + rest + '\n'), 6);
    // 3,000 random bytes (as base64) cost about as much; the repetitive rest next to nothing.
    expect(share.kb).toBeGreaterThan(2.9);
    expect(sourceShare(dist, ['assets/table.js'], ['src/ui/other.ts'])!.kb).toBeLessThan(0.2);
  });

  it('leaves out files the set has no bytes in, and tells a build without maps', () => {
    const { dist } = built('art', 'rest');
    expect(sourceShare(dist, ['assets/table.js'], ['src/engine/'])).toEqual({ kb: 0, files: [] });
    const bare = built('art', 'rest', false);
    expect(sourceShare(bare.dist, ['assets/table.js'], ['src/ui/map/'])).toBeNull();
  });
});
