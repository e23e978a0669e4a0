import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { sourceShare, type SourceSet } from './sourceShare';

const root = join(import.meta.dirname, '..');

/**
 * The board's art, which `npm run bench:ui` weighs against its budget: the house layout's map,
 * terrain, regions and their pieces, the marks, the motion, the players' tracks, the board's sizing
 * to the decision bar, and their CSS: the files of src/ui/table/map/ but the regions' words
 * (regionSummary.ts), and two of the table's.
 */
export const BOARD_ART: SourceSet = [
  'src/engine/content/boardLayout.ts',
  'src/ui/table/map/Board.tsx',
  'src/ui/table/map/MapRegion.tsx',
  'src/ui/table/map/MapTerrain.tsx',
  'src/ui/table/map/MapEffects.tsx',
  'src/ui/table/map/RegionMenu.tsx',
  'src/ui/table/map/boardChanges.ts',
  'src/ui/table/map/geometry.ts',
  'src/ui/table/map/pieceLayout.ts',
  'src/ui/table/map/pieces.tsx',
  'src/ui/table/map/useBoardMarks.ts',
  'src/ui/table/players/PlayerTracks.tsx',
  'src/ui/table/useDecisionHeight.ts',
  'src/ui/table/map/board.css',
  'src/ui/table/players/tracks.css',
];

const cssIn = (set: SourceSet) => set.filter((source) => source.endsWith('.css'));

function cssKb(dist: string): number {
  const assets = join(dist, 'assets');
  const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
  return (
    css.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
      0,
    ) / 1000
  );
}

/**
 * What the set's CSS adds, gzipped: the build's CSS against that of a build in which those files
 * are empty (a build has no CSS source maps to split it by, and empty CSS breaks no import).
 */
async function cssShareKb(dist: string, set: SourceSet): Promise<number> {
  const emptied = new Set(cssIn(set).map((file) => join(root, file)));
  const outDir = mkdtempSync(join(tmpdir(), 'valerna-without-'));
  try {
    await build({
      root,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'valerna-without-css',
          enforce: 'pre',
          load: (id) => (emptied.has(id.split('?')[0]!) ? '' : null),
        },
      ],
    });
    return cssKb(dist) - cssKb(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export interface ArtWeight {
  /** Its share of the JS files, gzipped (sourceShare), and the files it is in. */
  js: { kb: number; files: string[] };
  /** Its CSS, gzipped, as what the build's CSS weighs more with it. */
  cssKb: number;
}

/** What the board's art adds to `files` (the JS a table fetched) and to the build's CSS. */
export async function boardArtWeight(dist: string, files: string[]): Promise<ArtWeight | null> {
  const js = sourceShare(dist, files, BOARD_ART);
  if (!js) return null;
  return { js, cssKb: await cssShareKb(dist, BOARD_ART) };
}
