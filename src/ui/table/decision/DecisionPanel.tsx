import { type KeyboardEvent, memo, useEffect, useId, useRef } from 'react';
import type { DecisionFacts, TableFrame } from '../../../source/tableSource';
import { decisionPrompt, decisionSource, severalLabel } from '../../words/choiceLabels';
import { chooserText, combatLines, unitsLeftText } from '../../words/decisionFactsText';
import { useDecisionOptions, type DecisionOption } from '../../kit/decisionOptions';
import { useGameActions, useTable } from '../../kit/tableSource';
import { GLYPH_ICONS, ICONS } from '../../kit/icons';
import { cardGlyphs, factionName, seatLabel } from '../../words/names';
import { groupOptions } from './optionGroups';
import { PlanAhead } from './PlanAhead';
import { RuleLink } from '../../rules/RuleLink';
import '../../kit/option.css';
import './decision.css';

const selectTable = (f: TableFrame) => f.table;
const selectDecision = (f: TableFrame) => f.decision;
const selectError = (f: TableFrame) => f.error;
const selectMayAskForHand = (f: TableFrame) => f.hotSeat?.mayAskForHand ?? null;
const selectStepByStep = (f: TableFrame) => f.pace?.pace === 'step';
const selectFacelessToAct = (f: TableFrame) => f.pace?.facelessToAct ?? false;

/** Arrow keys walk the option buttons (Tab still works; Enter/Space press the focused one). */
function walkOptions(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length].focus();
}

/**
 * The decision bar: who decides, why (the rule and the card or Glyph that asks), and one button
 * per legal option. The options are the decision this device answers (the frame's decision, made
 * once into words by useDecisionOptions for the bar, the map and the Epic board); a Faceless
 * seat's decision is played by the autoplay hook, so here it only says who is thinking.
 */
export const DecisionPanel = memo(function DecisionPanel() {
  const table = useTable(selectTable);
  const decision = useTable(selectDecision);
  const options = useDecisionOptions();
  const error = useTable(selectError);
  const mayAskForHand = useTable(selectMayAskForHand);
  const stepByStep = useTable(selectStepByStep);
  const facelessToAct = useTable(selectFacelessToAct);
  const actions = useGameActions();
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();

  // A new decision for a person: bring the keyboard to it.
  useEffect(() => {
    const el = panel.current;
    if (!decision || !el) return;
    if (document.activeElement !== el) el.focus({ preventScroll: true });
    // The bar sits under the map, never over it: bring it into view only if it is out of view,
    // after the next frame, so that the click that led here never waits for a layout to scroll,
    // and the board has taken the height the new decision leaves it (useDecisionHeight). On a
    // landscape table the bar scrolls inside itself (layout.css): the bar is what must be in view,
    // with the new decision's prompt at its top; the decision may be taller than the bar.
    if (typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const bar = el.closest<HTMLElement>('.table__decision') ?? el;
        bar.scrollTop = 0;
        bar.scrollIntoView?.({ block: 'nearest' });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [decision]);

  const pending = table?.pending;
  if (!table || !pending || table.result) return null;

  if (pending.automaton || !decision) {
    return (
      // The tabIndex of the decision it replaces: taken from the focused section, the browser
      // would lay the page out at once, in the click.
      <section tabIndex={-1} className="decision decision--waiting" aria-labelledby={headingId}>
        <h2 id={headingId} className="decision__title">
          <ICONS.faceless aria-hidden="true" className="icon" />
          <span role="status">
            {factionName(pending.seat)} ({pending.automaton ? 'Faceless' : 'another player'}) is
            deciding…
          </span>
        </h2>
        {stepByStep && facelessToAct && (
          <button type="button" className="primary" onClick={() => actions.advanceFaceless()}>
            Next: {factionName(pending.seat)}’s move
          </button>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
    );
  }

  const renderOption = (option: DecisionOption) => {
    const { choice, atOnce, detail, index } = option;
    const detailId = `${headingId}-option-${index}`;
    const glyphs = choice.kind === 'card' ? cardGlyphs(choice.card) : [];
    return (
      <li key={index} className={atOnce ? 'option__pair' : undefined}>
        <button
          type="button"
          className="option"
          onClick={() => {
            // The keyboard stays on the panel: moved now, while the page is laid out, rather
            // than after the answered option is gone (which would lay the page out again).
            panel.current?.focus({ preventScroll: true });
            actions.choose(choice);
          }}
          aria-describedby={detail ? detailId : undefined}
        >
          {glyphs.map((glyph, g) => {
            const Icon = GLYPH_ICONS[glyph];
            return Icon && <Icon key={g} aria-hidden="true" className="icon" />;
          })}
          {option.label}
        </button>
        {atOnce && (
          // RB-18, RB-19: the same answer for several Units, as one step of Undo.
          <button
            type="button"
            className="option option--several"
            onClick={() => actions.chooseSeveral(choice, atOnce)}
            aria-label={severalLabel(choice, atOnce)}
          >
            {atOnce} Units
          </button>
        )}
        {detail && (
          <span id={detailId} className="option__detail">
            {detail}
          </span>
        )}
      </li>
    );
  };

  // The card or Glyph that asks is in the public decision (the frame's facts leave it out).
  const source = decisionSource(pending);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="decision"
      aria-labelledby={headingId}
      data-kind={decision.kind}
    >
      <h2 id={headingId} className="decision__title">
        Decision: {seatLabel(table, decision.seat)} decides
      </h2>
      <p className="decision__why">
        {decisionPrompt(decision)}
        {source && <span className="decision__source"> · {source}</span>}{' '}
        <RuleLink rule={decision.rule} />
      </p>
      <DecisionFactsLines facts={decision} />
      {mayAskForHand && (
        <p className="decision__hand muted">
          Your hand stays hidden while the table watches.{' '}
          <button type="button" className="quiet" onClick={() => actions.askForHand()}>
            Show my hand
          </button>
        </p>
      )}
      <ul className="decision__options" aria-label="Options" onKeyDown={walkOptions}>
        {groupOptions(options).map((group) =>
          group.title === null ? (
            group.options.map(renderOption)
          ) : (
            <li key={group.title} className="decision__group">
              <h3 className="decision__group-title">{group.title}</h3>
              <ul aria-label={group.title}>{group.options.map(renderOption)}</ul>
            </li>
          ),
        )}
      </ul>
      {decision.kind === 'plan' && (
        <PlanAhead
          key={decision.seat}
          options={options}
          open={table.seats.filter((s) => s.controller === 'human').length > 1}
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}{' '}
          <button type="button" className="link-button" onClick={() => actions.clearError()}>
            Dismiss
          </button>
        </p>
      )}
    </section>
  );
});

/** What the engine says the choice hinges on: who chooses, Units left, the combat under way. */
function DecisionFactsLines({ facts }: { facts: DecisionFacts }) {
  const lines = [
    ...(facts.chooser ? [chooserText(facts.chooser)] : []),
    ...(facts.unitsLeft !== null ? [unitsLeftText(facts.unitsLeft)] : []),
    ...(facts.combat ? combatLines(facts.combat) : []),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="decision__facts" aria-label="What this decision hinges on">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
