import { useId } from 'react';
import type { GameView, TableFrame } from '../../../source/tableSource';
import { FACE_NAMES, partLine, type CombatReport, type CombatRoll } from '../../words/combatReport';
import { useTable } from '../../kit/tableSource';
import { logSentence } from '../../words/logSentences';
import { factionName } from '../../words/names';
import { ICONS } from '../../kit/icons';
import './combat.css';

const SIDE_NAMES = { attacker: 'Attacker', defender: 'Defender' } as const;

const selectPending = (f: TableFrame) => f.table?.pending ?? null;

/** RB-31, RB-34: the choices a combat waits for, in the words of the decision bar below. */
function waitingFor(pending: GameView['pending']): string {
  if (pending?.kind === 'defend')
    return `${factionName(pending.seat)} decides below: counterattack or retreat.`;
  if (pending?.kind === 'press-on')
    return `${factionName(pending.seat)} decides below: continue the attack or retreat.`;
  return 'The combat goes on…';
}

function Roll({ roll }: { roll: CombatRoll }) {
  return (
    <li className={`combat-roll combat-roll--${roll.side}`}>
      <h4>
        Round {roll.round} · {SIDE_NAMES[roll.side]} · CV {roll.cv}
      </h4>
      {roll.parts.length > 0 && (
        <ul className="combat-roll__parts" aria-label="Combat Value">
          {roll.parts.map((part, i) => (
            <li key={i}>{partLine(part)}</li>
          ))}
        </ul>
      )}
      <ul className="dice" aria-label={`${SIDE_NAMES[roll.side]}'s dice`}>
        {roll.faces.length === 0 && <li className="muted">no dice</li>}
        {roll.faces.map((face, i) => (
          <li key={i}>
            <span
              className={`die die--${face.toLowerCase()}`}
              role="img"
              aria-label={FACE_NAMES[face]}
            >
              {face === '0' ? '–' : face}
            </span>
          </li>
        ))}
      </ul>
      {roll.results.length > 0 && (
        <ul className="combat-roll__results">
          {roll.results.map((entry, i) => (
            <li key={i}>{logSentence(entry)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The panel over the map (CombatPanel.tsx decides when it shows): a combat's rolls and ending. */
export function CombatRolls({ report, onClose }: { report: CombatReport; onClose: () => void }) {
  const pending = useTable(selectPending);
  const headingId = useId();

  return (
    <section className="combat-panel" aria-labelledby={headingId} data-combat={report.start}>
      <div className="combat-panel__top">
        <h3 id={headingId}>
          <ICONS.combat aria-hidden="true" className="icon" /> Combat
        </h3>
        <button
          type="button"
          className="quiet"
          onClick={onClose}
          aria-label="Close the combat panel"
        >
          ×
        </button>
      </div>
      <p className="combat-panel__who">{logSentence(report.opening)}</p>
      {report.preamble.length > 0 && (
        <ul className="combat-roll__results">
          {report.preamble.map((entry, i) => (
            <li key={i}>{logSentence(entry)}</li>
          ))}
        </ul>
      )}
      <ol className="combat-panel__rolls" aria-label="Rolls">
        {report.rolls.map((roll, i) => (
          <Roll key={i} roll={roll} />
        ))}
      </ol>
      <p className="combat-panel__end" role="status">
        {report.ending ? logSentence(report.ending) : waitingFor(pending)}
      </p>
    </section>
  );
}
