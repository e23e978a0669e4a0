import { memo } from 'react';
import type { SideId } from '../../source/tableSource';
import { factionBadge, factionColour, inkOn } from '../words/names';

/** The faction's colour with its letter, so colour is never the only cue. Decorative: pair it with the name. */
export const FactionBadge = memo(function FactionBadge({ side }: { side: SideId }) {
  const background = factionColour(side);
  return (
    <span className="badge" style={{ background, color: inkOn(background) }} aria-hidden="true">
      {factionBadge(side)}
    </span>
  );
});
