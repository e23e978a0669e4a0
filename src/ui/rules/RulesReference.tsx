import { useDeferredValue, useId, useMemo, useState, type RefObject } from 'react';
import rulesData from '../../rulebook/rulesData.json';
import {
  groupBySection,
  isRankedQuery,
  searchRules,
  sectionTitle,
  TAG_NAMES,
} from '../../rulebook/search';
import type { RuleEntry, RulesData, RuleTag } from '../../rulebook/types';
import { QuickStart } from './QuickStart';

const { entries } = rulesData as RulesData;
const ALL_TAGS = Object.keys(TAG_NAMES) as RuleTag[];

interface RulesReferenceProps {
  initialQuery: string;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** The quick start, then search by ID or words, filter by whose rule it is, read the results by section. */
export function RulesReference({ initialQuery, searchRef }: RulesReferenceProps) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [tags, setTags] = useState<ReadonlySet<RuleTag>>(() => new Set(ALL_TAGS));
  // Typing stays responsive while the list of several hundred rules catches up.
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => searchRules(entries, deferredQuery, tags), [deferredQuery, tags]);
  const ranked = isRankedQuery(deferredQuery);
  // Words are answered best first; IDs and the whole reference read in the rulebooks' order.
  const sections = useMemo(
    () => (ranked ? [{ title: 'Best matches first', entries: found }] : groupBySection(found)),
    [found, ranked],
  );

  const toggle = (tag: RuleTag) =>
    setTags((now) => {
      const next = new Set(now);
      if (!next.delete(tag)) next.add(tag);
      return next;
    });
  const showId = (ruleId: string) => {
    setQuery(ruleId);
    searchRef.current?.focus();
  };

  return (
    <div className="rules__body">
      <div className="rules__controls">
        <label htmlFor={`${id}-search`}>Search rules</label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={query}
          placeholder="A question like “how do I win”, a word, or an ID like RB-28"
          onChange={(e) => setQuery(e.target.value)}
        />
        <div role="group" aria-label="Show" className="rules__tags">
          {ALL_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className={`rule-tag rule-tag--${tag}`}
              aria-pressed={tags.has(tag)}
              onClick={() => toggle(tag)}
            >
              {TAG_NAMES[tag]}
            </button>
          ))}
        </div>
        <p role="status" className="muted">
          {found.length === 1 ? '1 entry' : `${found.length} entries`}
        </p>
      </div>
      <div className="rules__results">
        {deferredQuery.trim() === '' && <QuickStart onShowId={showId} />}
        {sections.map((section, s) => (
          <section key={section.title} aria-labelledby={`${id}-section-${s}`}>
            <h3 id={`${id}-section-${s}`} className="rules__section">
              {section.title}
            </h3>
            <ul className="rules__list">
              {section.entries.map((entry) => (
                <RuleItem key={entry.key} entry={entry} onShowId={showId} showSection={ranked} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

const READING_LABEL = { rule: '', reading: 'Proposed reading: ', ruling: 'Ruling: ' };

interface RuleItemProps {
  entry: RuleEntry;
  onShowId(id: string): void;
  /** In a ranked list the entry names its section, which no heading says. */
  showSection: boolean;
}

function RuleItem({ entry, onShowId, showSection }: RuleItemProps) {
  return (
    <li className="rule" data-rule-id={entry.id}>
      <p className="rule__head">
        <span className="rule__id">{entry.id}</span>{' '}
        <span className={`rule-tag rule-tag--${entry.tag}`}>{TAG_NAMES[entry.tag]}</span>
        {showSection && <span className="muted"> · {sectionTitle(entry)}</span>}
        {entry.cite && <span className="muted"> · rulebook {entry.cite}</span>}
      </p>
      <p className="rule__text">{entry.text}</p>
      {entry.reading && (
        <p className="rule__reading">
          <strong>{READING_LABEL[entry.kind]}</strong>
          {entry.reading}
        </p>
      )}
      {entry.reason && <p className="rule__reason muted">Why: {entry.reason}</p>}
      {entry.readings.length > 0 && (
        <p className="rule__links">
          Proposed readings:{' '}
          {entry.readings.map((q) => (
            <button key={q} type="button" className="link-button" onClick={() => onShowId(q)}>
              {q}
            </button>
          ))}
        </p>
      )}
    </li>
  );
}
