import { useRules } from './RulesContext';

/** "(rule RB-28)": opens the rules reference at that rule. */
export function RuleLink({ rule }: { rule: string }) {
  const rules = useRules();
  if (!rules) return <span className="decision__rule">(rule {rule})</span>;
  return (
    <span className="decision__rule">
      (
      <button
        type="button"
        className="link-button"
        aria-label={`Rule ${rule} in the rules reference`}
        onClick={() => rules.openRules(rule)}
      >
        rule {rule}
      </button>
      )
    </span>
  );
}
