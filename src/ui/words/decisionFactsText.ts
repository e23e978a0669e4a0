import type { ChooserFacts, CombatFacts, OptionFacts, SideFacts } from '../../source/tableSource';
import { partLine } from './combatReport';
import { factionName, plural } from './names';

/** Who chooses a Saga choice, and why (describeDecision). */

/**
 * The engine's facts about a pending decision (describeDecision) in words: both sides' Combat
 * Value with its parts and the hits each can expect, who chooses a Saga choice and why, the
 * Units left to place. Text only: every number comes from the engine.
 */

/** 3.2, 4, 0.6: expected hits to one decimal. */
const decimal = (n: number) => String(Math.round(n * 10) / 10);

export function expectedHitsText(side: SideFacts): string {
  const { total, critical } = side.expectedHits;
  return `expects ${decimal(total)} hits (${decimal(critical)} critical)`;
}

/** "Attacker: Combat Value 5 (Units +3, General +1) — expects 4 hits (1.5 critical)". */
export function sideText(role: 'Attacker' | 'Defender', side: SideFacts): string {
  const parts = side.parts.length > 0 ? ` (${side.parts.map(partLine).join(', ')})` : '';
  return `${role}: Combat Value ${side.combatValue}${parts} — ${expectedHitsText(side)}`;
}

export const combatLines = (combat: CombatFacts): string[] => [
  sideText('Attacker', combat.attacker),
  sideText('Defender', combat.defender),
];

/** A combat option in one line: "Your Combat Value 4 against 5: you expect 3.2 hits, they 4". */
export function combatOptionText(combat: CombatFacts): string {
  const { attacker, defender } = combat;
  return `Your Combat Value ${attacker.combatValue} against ${defender.combatValue}: you expect ${decimal(attacker.expectedHits.total)} hits, they ${decimal(defender.expectedHits.total)}`;
}

const CHOOSER_WHY: Record<ChooserFacts['rule'], (c: ChooserFacts) => string> = {
  'EV-CHOICE-1': (c) =>
    `the player to the right of the initiative holder (${factionName(c.initiative)})`,
  'EV-CHOICE-2': () => 'the choice concerns their own piece',
  'EV-CHOICE-4': (c) =>
    `bonded to ${c.owner ? factionName(c.owner) : 'the Faceless player'}, whose piece it is`,
  'EV-CHOICE-5': () => 'the initiative holder, as no one is bonded to that Faceless player',
  'EV-CHOICE-6': () => 'the solo preference chosen at setup',
};

/** "Tyveria chooses: the player to the right of the initiative holder (Allaria), EV-CHOICE-1". */
export function chooserText(chooser: ChooserFacts): string {
  return `${factionName(chooser.seat)} chooses: ${CHOOSER_WHY[chooser.rule](chooser)}, ${chooser.rule}`;
}

export const unitsLeftText = (n: number): string => `${plural(n, 'Unit')} left to place`;

/** A card whose cost a rule changes says so: "Costs you 2 Power now (printed 1)". */
export function vaalaCostText(option: OptionFacts): string | null {
  const v = option.vaala;
  if (!v || v.cost === v.printedCost) return null;
  return `Costs you ${plural(v.cost, 'Power', 'Power')} now (printed ${v.printedCost})`;
}
