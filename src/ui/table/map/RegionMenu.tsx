import { useEffect, useRef } from 'react';
import { content } from '../../../engine/data';
import type { Choice, RegionId } from '../../../source/tableSource';
import type { DecisionOption } from '../../kit/decisionOptions';
import { regionName } from '../../words/names';
import { boardFraction } from './geometry';
import '../../kit/option.css';

interface RegionMenuProps {
  region: RegionId;
  options: readonly DecisionOption[];
  onChoose(choice: Choice): void;
  onClose(): void;
}

/**
 * The choices of a region with several, laid over the board by the region's name. In the southern
 * half of the board it opens upwards, so it never runs under the decision bar below the map.
 */
export function RegionMenu({ region, options, onChoose, onClose }: RegionMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const [x, y] = content.REGION_SHAPES[region].label;
  const at = boardFraction([x, y]);
  const south = y > content.BOARD_SIZE.height / 2;
  useEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, [region]);

  return (
    <ul
      ref={list}
      className={`region-menu${south ? ' region-menu--up' : ''}`}
      style={{ left: at.left, top: at.top }}
      aria-label={`Choices in ${regionName(region)}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {options.map((option) => (
        <li key={option.index}>
          <button type="button" className="option" onClick={() => onChoose(option.choice)}>
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
