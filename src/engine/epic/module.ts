import { controllerOf, seatOf } from '../board';
import type { RuleModule } from '../ruleHooks/hooks';
import type { GameState, SeatId, SeatState } from '../types';
import { abilityOf, abilityStep, canUseAbility } from './ability';
import { blockedSpaces, hoardHealing } from './dragonBoard';
import {
  assaultSlotBonus,
  extraDeploy,
  extraUnitLimit,
  harvestsDenizen,
  heroRegion,
  returnUnitsOverLimit,
} from './generalBoard';
import {
  distinctSlots,
  emptyEpicBoard,
  filledSlots,
  roomOnBoard,
  slotInfo,
  slotsHolding,
} from './slots';
import { runSlotWork, seatWithSlotWork } from './slotWork';
import { mutSeat } from '../draft';

/**
 * The Epic boards and Epic Character cards (EV-EPIC-SETUP, EV-SLOT, EV-EDRAGON, EV-EGEN, EV-ABIL)
 * as the base rules meet them: where tokens lie, what each filled slot changes, the ability.
 */

const epicSeat = (s: GameState, id: SeatId): SeatState | null => {
  const seat = seatOf(s, id);
  return seat.epic ? seat : null;
};

export const epicBoards = {
  id: 'epic',
  active: (s) => s.seats.some((seat) => seat.epic !== null),

  // EV-EPIC-SETUP-4: a character played Epic has an Epic board, every slot empty.
  setupTable(s, setup) {
    for (const wanted of setup.seats) {
      const seat = seatOf(s, wanted.faction);
      if (wanted.epic) seat.epic = emptyEpicBoard(s.content, seat.role);
    }
  },
  // EV-SLOT-2, Q-SLOT-4: tokens reach their slots before anything else happens.
  urgentStep(s, answer) {
    const keeper = seatWithSlotWork(s);
    if (!keeper) return false;
    runSlotWork(s, keeper, answer);
    return true;
  },
  // Q-SLOT-2: a full board takes no more tokens.
  boardRoom: (s, seat) => roomOnBoard(seatOf(s, seat)),
  tokensMoved(s, id, move) {
    if (!seatOf(s, id).epic || move.n === 0) return;
    const epic = mutSeat(s, id).epic!;
    if (move.kind === 'gained') for (let i = 0; i < move.n; i++) epic.unplaced.push(move.side);
    else if (move.kind === 'spent') epic.toSpend += move.n;
    else epic.toUnspend += move.n;
  },

  unitLimit: (s, side) => extraUnitLimit(s, side),
  pinnedRegion: heroRegion,
  deployCount: (s, seat) => extraDeploy(s.content, seatOf(s, seat)),
  // EV-EGEN-4, Q-EGEN-1: only where the Epic General stands, up to 2 there (house board).
  harvestPlan(s, f) {
    const hero = heroRegion(s, f.seat);
    if (hero === null) return null;
    if ((f.region && f.region !== hero) || controllerOf(s, hero) !== f.seat) return [];
    return [{ region: hero, max: Math.min(s.content.numbers.epicHarvest, s.regions[hero].power) }];
  },
  // EV-EGEN-11, Q-EGEN-4; EV-EGEN-4: a Region card's Harvest away from the General takes none.
  harvestTakesDenizen(s, f) {
    const seat = seatOf(s, f.seat);
    const away = f.region !== null && f.region !== heroRegion(s, seat.id);
    return !away && harvestsDenizen(s.content, seat);
  },
  hoardHeal: (s, id) => hoardHealing(s.content, seatOf(s, id), 0),
  // EV-EGEN-8/9: only the General's own Assault Glyph.
  combatValue(s, t, ctx, add) {
    if (t.kind !== 'force' || t.side === 'neutral' || !ctx.attacking || ctx.glyph !== 'assault')
      return;
    add('Assault slot', assaultSlotBonus(s.content, seatOf(s, t.side)));
  },
  blockedWoundSpaces: (s, dragon) => blockedSpaces(s.content, seatOf(s, dragon)),
  epicAbility: (s, id) => {
    const seat = epicSeat(s, id);
    return seat && abilityOf(s, seat);
  },
  // EV-EDRAGON-7/8: a Combat slot adds while its very space is the one in force.
  woundSpaceBonus(s, dragon, space) {
    const seat = epicSeat(s, dragon);
    if (!seat) return 0;
    const filled = seat.epic!.slots.some((t, i) => {
      const info = slotInfo(s.content, seat, i);
      return t !== null && info.kind === 'combat' && info.space === space;
    });
    return filled ? s.content.epic.slotBonus.combat : 0;
  },
  // EV-EDRAGON-13/14: still 1 token, slot or not; EV-EDRAGON-15: the slot adds an optional flip.
  essenceCompleted(s, dragon) {
    const seat = seatOf(s, dragon);
    if (seat.epic && filledSlots(s.content, seat, 'essence') > 0)
      mutSeat(s, dragon).epic!.mayUnspend += 1;
  },
  // EV-EDRAGON-11, EV-EGEN-10, Q-EDRAGON-5: −1 per Vaala slot; every reduction adds up first.
  vaalaCost: (s, seat, _card, cost) =>
    cost - filledSlots(s.content, seatOf(s, seat), 'vaala') * s.content.epic.slotBonus.vaala,
  vaalaAlternatives: (s, f) =>
    f.played === 0 && canUseAbility(s, f.seat) ? [{ kind: 'ability' }] : [],
  glyphStep: abilityStep,
  // EV-SLOT-6: an injured Epic character gives up the token of a slot of its choice.
  injuryOptions(s, id) {
    const seat = epicSeat(s, id);
    if (!seat) return null;
    return distinctSlots(s.content, seat, slotsHolding(seat, 'any')).map((slot) => ({
      kind: 'slot',
      slot,
    }));
  },
  injuryToken(s, id, choice) {
    const seat = seatOf(s, id);
    if (choice.kind !== 'slot' || !seat.epic) return null;
    return {
      side: seat.epic.slots[choice.slot]!,
      taken() {
        // EV-SLOT-5: the one way a placed token leaves its slot. EV-EDRAGON-6: a Health token's
        // blocker slides back at once; the wounds always fit, as the skull has just healed them
        // (Q-EDRAGON-2 never arises, docs/rulings.md).
        mutSeat(s, id).epic!.slots[choice.slot] = null;
        returnUnitsOverLimit(s, seat.id);
      },
    };
  },
} satisfies RuleModule;
