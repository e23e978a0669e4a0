import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** What a page loaded: its JavaScript files and their gzipped weight, in kB as Vite counts them. */
export interface JsWeight {
  files: string[];
  kb: number;
}

/** Gzipped at the highest level, as a server that compresses once (or a CDN) sends it. */
export function gzipKb(dist: string, files: string[]): number {
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  // kB as Vite's build report counts them (1000 bytes).
  return bytes / 1000;
}

/** The JS index.html loads at once: its module scripts and the chunks it preloads. */
export function initialJs(dist: string): JsWeight {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]);
  return { files, kb: gzipKb(dist, files) };
}

/**
 * Records every JavaScript file the page fetches from now on. The bench's contexts block service
 * workers, so each file is the page's own fetch, not a precache.
 */
export function recordJs(page: Page, dist: string) {
  const files = new Set<string>();
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname.slice(1);
    if (path.endsWith('.js')) files.add(path);
  });
  return {
    /** Resolves once the page has asked for nothing for `quietMs`. */
    async settled(quietMs = 500): Promise<void> {
      while (Date.now() - lastRequest < quietMs) await page.waitForTimeout(100);
    },
    weight(): JsWeight {
      const list = [...files];
      return { files: list, kb: gzipKb(dist, list) };
    },
  };
}
