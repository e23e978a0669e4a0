import { content } from '../../engine/data';
import type { Role } from '../../source/tableSource';

type SlotInfo = (typeof content.EPIC_BOARDS)[Role]['slots'][number];

/** Slot names and effects in players' words, for the Epic board and the slot choices. */
export function slotName(slot: SlotInfo): string {
  switch (slot.kind) {
    case 'plain':
      return 'Power slot';
    case 'health':
      return 'Health slot';
    case 'combat':
      return `Combat Value slot (wound space ${(slot.space ?? 0) + 1})`;
    case 'hoard':
      return 'Hoard slot';
    case 'vaala':
      return 'Vaala slot';
    case 'essence':
      return 'Essence slot';
    case 'max-force':
      return 'Maximum Force slot';
    case 'assault':
      return 'Assault slot';
    case 'harvest':
      return 'Harvest slot';
    case 'deploy':
      return 'Deploy slot';
  }
}

export function slotEffect(slot: SlotInfo): string {
  const bonus = content.SLOT_BONUS;
  switch (slot.kind) {
    case 'plain':
      return 'Holds a Power token; no other effect.';
    case 'health':
      return 'Slides the wound blocker one space left: one more wound before the skull (EV-EDRAGON-5).';
    case 'combat':
      return `+${bonus.combat} Combat Value while your wounds leave you on wound space ${(slot.space ?? 0) + 1} (EV-EDRAGON-7).`;
    case 'hoard':
      return `Your Hoard Glyph heals ${bonus.hoard} more wound (EV-EDRAGON-9).`;
    case 'vaala':
      return `Your Vaala cards cost ${bonus.vaala} Power less, never below 0 (EV-EDRAGON-11, EV-EGEN-10).`;
    case 'essence':
      return 'When your Essence track completes you may also flip a spent token back (EV-EDRAGON-15).';
    case 'max-force':
      return `+${bonus['max-force']} to your Unit limit in each region (EV-EGEN-7).`;
    case 'assault':
      return `+${bonus.assault} Combat Value when resolving your own Assault Glyph (EV-EGEN-8).`;
    case 'harvest':
      return 'Your Harvest Glyph may also take a Denizen from the lineup for free (EV-EGEN-11).';
    case 'deploy':
      return `Your Deploy Glyph places ${bonus.deploy} more Unit (EV-EGEN-12).`;
  }
}
