import type { Content } from './content/content';
import type { GameState } from './types';

/**
 * Short, stable digests of plain data: of a position (the seeded games' table, saves of format 2),
 * of a save's setup, moves and outcome (saves of format 3), of a Content. FNV-1a over the
 * canonical JSON: object keys sorted, so the digest depends on the data alone. It tells
 * accidental or careless edits apart; it is no seal against a forger, who can recompute it.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Feeds the canonical JSON of `value` into the hash, character by character, building no text. */
class Fnv1a {
  hash = FNV_OFFSET;

  text(text: string): void {
    let hash = this.hash;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    this.hash = hash;
  }

  value(value: unknown): void {
    if (typeof value === 'string') this.text(JSON.stringify(value));
    else if (Array.isArray(value)) {
      this.text('[');
      value.forEach((item, i) => {
        if (i > 0) this.text(',');
        this.value(item);
      });
      this.text(']');
    } else if (value !== null && typeof value === 'object') {
      this.text('{');
      Object.keys(value)
        .sort()
        .forEach((key, i) => {
          this.text(i > 0 ? `,"${key}":` : `"${key}":`);
          this.value((value as Record<string, unknown>)[key]);
        });
      this.text('}');
    } else this.text(String(value));
  }
}

const hex = (fnv: Fnv1a) => (fnv.hash >>> 0).toString(16).padStart(8, '0');

/**
 * Eight hex digits; equal positions always give equal fingerprints. The position's Content is
 * left out: a save records it apart (contentFingerprint), and a position is the same position
 * whatever else its Content says.
 */
export function fingerprint(state: GameState): string {
  const fnv = new Fnv1a();
  const { content: _content, ...position } = state;
  fnv.value(position);
  return hex(fnv);
}

/**
 * The digest of any plain data (its canonical JSON, keys sorted): what a save's fingerprint covers
 * since saves name their outcome instead of their position (store/saveFile.ts), and how the
 * seeded games' table is tied to the rules version (rulesVersion.ts).
 */
export function dataFingerprint(value: unknown): string {
  const fnv = new Fnv1a();
  fnv.value(value);
  return hex(fnv);
}

const contentDigests = new WeakMap<Content, string>();

/** The digest of a Content, computed once per Content object. */
export function contentFingerprint(content: Content): string {
  let digest = contentDigests.get(content);
  if (digest === undefined) {
    digest = dataFingerprint(content);
    contentDigests.set(content, digest);
  }
  return digest;
}
