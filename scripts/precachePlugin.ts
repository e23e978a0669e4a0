import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = join(import.meta.dirname, '..', 'src', 'serviceWorker', 'sw.js');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes dist/sw.js after a production build: the service worker template with the list of every
 * built file to precache and a cache version that changes whenever any of them does.
 */
export function precachePlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'valerna-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const files = filesUnder(outDir)
        .map((path) => relative(outDir, path).split('\\').join('/'))
        .filter((file) => file !== 'sw.js' && !file.endsWith('.map'))
        .sort();
      const version = createHash('sha256');
      for (const file of files) version.update(file).update(readFileSync(join(outDir, file)));
      const worker = readFileSync(TEMPLATE, 'utf8')
        .replace('self.__PRECACHE_URLS__', JSON.stringify(files))
        .replace('self.__CACHE_VERSION__', JSON.stringify(version.digest('hex').slice(0, 12)));
      writeFileSync(join(outDir, 'sw.js'), worker);
    },
  };
}
