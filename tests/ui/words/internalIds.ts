import { content } from '../../../src/engine';

/**
 * Internal ids must never reach the screen (docs/ui.md, Following the Faceless). The patterns:
 * every region, faction, character, card, Denizen, Event, Saga and Stage card id as written in data
 * (lower case, as a word), a dial id (`dragon-a`, `portal-1`), `@`, `region:`, and the words a
 * missing value prints (`undefined`, `null`, `NaN`, `[object`). Saga ids that are also English
 * words (`return`, `relics`, `strongholds`) are left out: sentences use those words.
 */
const ENGLISH_WORDS = new Set(['return', 'relics', 'strongholds']);

const IDS: string[] = [
  ...content.REGION_IDS,
  ...content.FACTION_IDS,
  ...content.CHARACTER_IDS,
  ...content.GENERAL_ACTION_CARDS,
  ...content.DRAGON_ACTION_CARDS,
  ...content.EVENT_IDS,
  ...content.DENIZEN_IDS,
  ...content.WEEPING_MOTHER_IDS,
  ...content.VAALA_IDS.filter((id) => id.includes('-')),
  ...content.SAGA_IDS.filter((id) => !ENGLISH_WORDS.has(id)),
  ...content.STAGE_CARDS,
  ...content.DIAL_IDS,
];

const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower-case ids as words ("cross" in "Vaala Crossing" or "Crossroads" does not count). */
const ID_PATTERN = new RegExp(`(?<![\\w-])(${IDS.map(escape).join('|')})(?![\\w-])`);
const OTHER_PATTERNS = [
  /\b(dragon|portal|nullborn)-[a-z0-9]+\b/i,
  /@/,
  /region:/,
  /\bundefined\b/,
  /\bnull\b/,
  /\bNaN\b/,
  /\[object/,
];

/** The first internal id in `text`, or null. */
export function internalIdIn(text: string): string | null {
  const id = ID_PATTERN.exec(text);
  if (id) return id[0];
  for (const pattern of OTHER_PATTERNS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}
