import { decode } from '@jridgewell/sourcemap-codec';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

interface SourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** A part of the app by its sources: `src/ui/table/map/` is a folder, anything else one file. */
export type SourceSet = readonly string[];

const inSet = (set: SourceSet, source: string) =>
  set.some((entry) => (entry.endsWith('/') ? source.startsWith(entry) : source === entry));

/** A built file's text split into the bytes its source map gives to `set`'s sources, and the rest. */
function split(code: string, map: SourceMap, mapDir: string, set: SourceSet) {
  const owned = map.sources.map((source) =>
    inSet(
      set,
      relative(root, resolve(mapDir, map.sourceRoot ?? '', source))
        .split('\\')
        .join('/'),
    ),
  );
  let own = '';
  let rest = '';
  const lines = decode(map.mappings);
  code.split('\n').forEach((line, l) => {
    // A segment runs from its column to the next segment's; a segment with no source is the rest.
    const segments = lines[l] ?? [];
    rest += line.slice(0, segments[0]?.[0] ?? line.length);
    segments.forEach((segment, s) => {
      const text = line.slice(segment[0], segments[s + 1]?.[0] ?? line.length);
      if (segment.length > 1 && owned[segment[1]!]) own += text;
      else rest += text;
    });
    rest += '\n';
  });
  return { own, rest };
}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

export interface SourceShare {
  /** What the set adds to the files, gzipped: their weight minus their weight without its bytes. */
  kb: number;
  /** The files it has bytes in. */
  files: string[];
}

/**
 * What the sources in `set` add to the built `files` (JS or CSS), measured through the hidden
 * source maps a `vite build --sourcemap hidden` writes beside them: each file is gzipped whole
 * and again without the set's bytes, so the share counts what the set costs with the rest there.
 * A file with no map (the bundler's own runtime) has no source of ours; null when none has one (a
 * build without source maps).
 */
export function sourceShare(dist: string, files: string[], set: SourceSet): SourceShare | null {
  let bytes = 0;
  const touched: string[] = [];
  const mapped = files.filter((file) => existsSync(join(dist, `${file}.map`)));
  if (mapped.length === 0) return null;
  for (const file of mapped) {
    const mapFile = join(dist, `${file}.map`);
    const code = readFileSync(join(dist, file), 'utf8');
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
    const { own, rest } = split(code, map, dirname(mapFile), set);
    if (!own) continue;
    touched.push(file);
    bytes += gzipBytes(code) - gzipBytes(rest);
  }
  return { kb: bytes / 1000, files: touched };
}
