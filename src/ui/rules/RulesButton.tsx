import { memo } from 'react';
import { useRules } from './RulesContext';

/**
 * "Rules" in the start screen and the table header; "?" does the same from the keyboard. Text
 * only, like its neighbours.
 */
export const RulesButton = memo(function RulesButton() {
  const rules = useRules();
  if (!rules) return null;
  return (
    <button
      type="button"
      className="quiet"
      aria-keyshortcuts="?"
      title="Rules reference (?)"
      onClick={() => rules.openRules()}
    >
      Rules
    </button>
  );
});
