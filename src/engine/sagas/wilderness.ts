import { isGeneral, unitsIn } from '../board';
import { WEEPING_MOTHER_IDS } from '../content/ids';
import { enterCreature } from '../denizens';
import { nullDialsIn } from './dials';
import { pop } from '../frames';
import { applyHits } from '../hits';
import { logEvent } from '../log';
import { shuffle } from '../rng';
import type { DenizenId, GameState, RegionId, Target } from '../types';
import type { SagaModule } from '../ruleHooks/hooks';

/** The Wilderness Uprising (EV-SAGA-WILD). */

const isCreatureCard = (s: GameState, card: DenizenId) =>
  s.content.denizens[card].creature !== null;

/**
 * EV-SAGA-WILD-1, Q-WEEP-3: the Weeping Mother's cards are in the Denizen deck with this Saga.
 * A setup that named the Saga put them there before the lineup; one drawn at random finds them
 * missing, and they join the deck now.
 */
function includeWeepingMothers(s: GameState): void {
  if (s.options.weepingMother) return;
  s.options = { ...s.options, weepingMother: true };
  s.denizenDeck.push(...WEEPING_MOTHER_IDS);
  shuffle(s, s.denizenDeck);
}

/**
 * EV-SAGA-WILD-2…6: with no Creature in play, cards are revealed until a Creature shows; it comes
 * into play by its own rules (EV-WEEP-3…5, RB-39a; with no Region card left, EV-SAGA-WILD-7/8)
 * and the other cards are shuffled back. When every Creature card is in the discard pile they
 * are all shuffled back first (EV-SAGA-WILD-6); with none at all, none comes (Q-WILD-5).
 */
function guaranteeCreature(s: GameState, rule: string): void {
  if (s.creatures.length > 0) return;
  if (!s.denizenDeck.some((card) => isCreatureCard(s, card))) {
    const discarded = s.denizenDiscard.filter((card) => isCreatureCard(s, card));
    if (discarded.length === 0) return;
    s.denizenDiscard = s.denizenDiscard.filter((card) => !isCreatureCard(s, card));
    s.denizenDeck.push(...discarded);
    shuffle(s, s.denizenDeck);
    logEvent(s, {
      kind: 'creatures-recycled',
      seat: null,
      count: discarded.length,
      rule: 'EV-SAGA-WILD-6',
    });
  }
  const passed: DenizenId[] = [];
  for (let card = s.denizenDeck.shift()!; ; card = s.denizenDeck.shift()!) {
    if (isCreatureCard(s, card)) {
      logEvent(s, {
        kind: 'creature-called',
        seat: null,
        creature: card,
        passed: passed.length,
        rule,
      });
      enterCreature(s, card);
      break;
    }
    passed.push(card);
  }
  s.denizenDeck.push(...passed);
  shuffle(s, s.denizenDeck);
}

/**
 * Q-WILD-2: every Dragon or force in a region: player Dragons, Dragon dials (bonded or not),
 * player forces (Units and General), the neutral force and the Null force. Creatures and a lone
 * Stronghold are neither.
 */
function dragonsAndForcesIn(s: GameState, region: RegionId): Target[] {
  const out: Target[] = [];
  if (unitsIn(s, region, 'neutral') > 0) out.push({ kind: 'force', side: 'neutral', region });
  for (const seat of s.seats) {
    if (isGeneral(seat)) {
      if (unitsIn(s, region, seat.id) > 0 || seat.location === region)
        out.push({ kind: 'force', side: seat.id, region });
    } else if (seat.location === region) out.push({ kind: 'dragon', seat: seat.id });
  }
  for (const dial of s.dials)
    if (dial.region === region && dial.kind === 'dragon') out.push({ kind: 'dial', id: dial.id });
  if (nullDialsIn(s, region).length > 0) out.push({ kind: 'null', region });
  return out;
}

/**
 * EV-SAGA-WILD-9…11: each Creature deals its wounds to every Dragon and force in the regions
 * adjacent to its own (Q-WILD-1: land links, RB-7b; not its own region). Each wound is a
 * hit outside combat (Q-WILD-3, RB-32b): it destroys Units, Null dials and Dragon dials and
 * wounds Dragons (a full track is the skull, RB-37a), but never injures, and a General miniature
 * ignores it. No choice arises: a force's Units are alike, and RB-32a and Q-HOLD-8 fix the order.
 */
function creaturesLashOut(s: GameState, wounds: number, rule: string): void {
  for (const creature of [...s.creatures]) {
    for (const region of s.content.regions[creature.region].land) {
      for (const target of dragonsAndForcesIn(s, region))
        applyHits(s, target, wounds, { inCombat: false, by: null });
    }
    logEvent(s, { kind: 'creature-lashes-out', seat: null, creature: creature.card, wounds, rule });
  }
}

export const wilderness: SagaModule<'wilderness'> = {
  withWeepingMother: true,
  setup(s) {
    includeWeepingMothers(s);
    guaranteeCreature(s, 'EV-SAGA-WILD-2');
    pop(s);
  },
  stage(s, f) {
    creaturesLashOut(
      s,
      s.content.sagaNumbers.wildernessStageWounds[f.stage - 1],
      `EV-SAGA-WILD-${8 + f.stage}`,
    );
    pop(s);
  },
  /** EV-SAGA-WILD-4/5: Clean-up, after the new lineup is formed. */
  afterLineup(s) {
    guaranteeCreature(s, 'EV-SAGA-WILD-4');
  },
};
