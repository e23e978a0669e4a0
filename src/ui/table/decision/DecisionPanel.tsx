import { type KeyboardEvent, memo, useEffect, useId, useRef } from 'react';
import type { Choice, DecisionFacts } from '../../../engine';
import {
  selectDecisionFacts,
  selectDeciderView,
  selectError,
  selectFacelessToAct,
  selectMayAskForHand,
  selectPace,
  selectView,
  type GameStore,
} from '../../../store';
import {
  choiceDetail,
  choiceLabel,
  decisionPrompt,
  decisionSource,
  severalLabel,
} from '../../words/choiceLabels';
import {
  chooserText,
  combatLines,
  combatOptionText,
  unitsLeftText,
  vaalaCostText,
} from '../../words/decisionFactsText';
import { useGame } from '../../kit/GameStoreContext';
import { GLYPH_ICONS, ICONS } from '../../kit/icons';
import { cardGlyphs, factionName, seatLabel } from '../../words/names';
import { groupOptions } from './optionGroups';
import { PlanAhead } from './PlanAhead';
import { RuleLink } from '../../rules/RuleLink';
import '../../kit/option.css';
import './decision.css';

const selectTable = selectView('table');
const selectChoose = (store: GameStore) => store.choose;
const selectChooseSeveral = (store: GameStore) => store.chooseSeveral;
const selectClearError = (store: GameStore) => store.clearError;
const selectAskForHand = (store: GameStore) => store.askForHand;
const selectAdvanceFaceless = (store: GameStore) => store.advanceFaceless;

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
 * per legal option. Options come from the deciding seat's own view; a Faceless seat's decision is
 * played by the autoplay hook, so here it only says who is thinking.
 */
export const DecisionPanel = memo(function DecisionPanel() {
  const table = useGame(selectTable);
  const decider = useGame(selectDeciderView);
  const facts = useGame(selectDecisionFacts);
  const error = useGame(selectError);
  const choose = useGame(selectChoose);
  const chooseSeveral = useGame(selectChooseSeveral);
  const clearError = useGame(selectClearError);
  const mayAskForHand = useGame(selectMayAskForHand);
  const askForHand = useGame(selectAskForHand);
  const stepByStep = useGame(selectPace) === 'step';
  const facelessToAct = useGame(selectFacelessToAct);
  const advanceFaceless = useGame(selectAdvanceFaceless);
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  const decision = decider?.pending ?? null;

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

  if (pending.automaton || !decision?.options) {
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
          <button type="button" className="primary" onClick={() => advanceFaceless()}>
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

  const role = table.seats.find((s) => s.id === decision.seat)?.role;
  const renderOption = (choice: Choice, i: number) => {
    const option = facts?.options[i];
    const detail =
      (option?.combat && combatOptionText(option.combat)) ??
      (option && vaalaCostText(option)) ??
      choiceDetail(choice, role);
    const detailId = `${headingId}-option-${i}`;
    const glyphs = choice.kind === 'card' ? cardGlyphs(choice.card) : [];
    return (
      <li key={i} className={option?.atOnce ? 'option__pair' : undefined}>
        <button
          type="button"
          className="option"
          onClick={() => {
            // The keyboard stays on the panel: moved now, while the page is laid out, rather
            // than after the answered option is gone (which would lay the page out again).
            panel.current?.focus({ preventScroll: true });
            choose(choice);
          }}
          aria-describedby={detail ? detailId : undefined}
        >
          {glyphs.map((glyph, g) => {
            const Icon = GLYPH_ICONS[glyph];
            return Icon && <Icon key={g} aria-hidden="true" className="icon" />;
          })}
          {choiceLabel(decision, choice, table, option?.region ?? null)}
        </button>
        {option?.atOnce && (
          // RB-18, RB-19: the same answer for several Units, as one step of Undo.
          <button
            type="button"
            className="option option--several"
            onClick={() => chooseSeveral(choice, option.atOnce!)}
            aria-label={severalLabel(choice, option.atOnce)}
          >
            {option.atOnce} Units
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

  const source = decisionSource(decision);
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
      {facts && <DecisionFactsLines facts={facts} />}
      {mayAskForHand && (
        <p className="decision__hand muted">
          Your hand stays hidden while the table watches.{' '}
          <button type="button" className="quiet" onClick={askForHand}>
            Show my hand
          </button>
        </p>
      )}
      <ul className="decision__options" aria-label="Options" onKeyDown={walkOptions}>
        {groupOptions(
          decision.options,
          decision.options.map((_, i) => facts?.options[i]?.region ?? null),
        ).map((group) =>
          group.title === null ? (
            group.options.map(({ choice, index }) => renderOption(choice, index))
          ) : (
            <li key={group.title} className="decision__group">
              <h3 className="decision__group-title">{group.title}</h3>
              <ul aria-label={group.title}>
                {group.options.map(({ choice, index }) => renderOption(choice, index))}
              </ul>
            </li>
          ),
        )}
      </ul>
      {decision.kind === 'plan' && (
        <PlanAhead
          key={decision.seat}
          options={decision.options}
          open={table.seats.filter((s) => s.controller === 'human').length > 1}
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}{' '}
          <button type="button" className="link-button" onClick={clearError}>
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
