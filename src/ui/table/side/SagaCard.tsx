import { content } from '../../../engine/data';
import type { SagaState } from '../../../source/tableSource';
import { ICONS } from '../../kit/icons';
import { STAGE_NUMERALS as ROMAN, stageName } from '../../words/names';
import { ReadAloud } from '../../kit/ReadAloud';
import './side.css';

/** House names of the Stage markers, shown so players can match Stage cards to Sagas. */
const MARKER_NAMES: Record<string, string> = { ember: 'Ember', tide: 'Tide', gale: 'Gale' };

interface SagaCardProps {
  saga: SagaState;
  /** At the start of the game the Saga's flavour text is shown to be read aloud (EV-SAGA-SETUP-11). */
  showFlavour: boolean;
  /** A Stage of this Saga has just activated and is being announced: the card flashes. */
  announced?: boolean;
}

/** One Saga card: its ∞ rules, Stages I–III and the marker on the current Stage. */
export function SagaCard({ saga, showFlavour, announced }: SagaCardProps) {
  const info = content.SAGAS[saga.id];
  const headingId = `saga-${saga.id}`;
  const marker = MARKER_NAMES[saga.marker] ?? saga.marker;
  const stageText = (stage: number) => info.stages[stage - 1];

  return (
    <article className={`saga${announced ? ' saga--announced' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="saga__name">
        {info.name}
      </h3>
      <p className="saga__marker">
        <ICONS.saga aria-hidden="true" className="icon" />
        {marker} marker on{' '}
        <strong>{saga.stage === 0 ? '∞ (no Stage yet)' : stageName(saga.stage)}</strong>
      </p>
      {showFlavour && (
        <div className="saga__flavour">
          <p>
            <em>{info.flavour}</em> <span className="muted">(house text)</span>
          </p>
          <ReadAloud text={`${info.name}. ${info.flavour}`} label={`Read ${info.name} aloud`} />
        </div>
      )}
      <details className="saga__texts" open={saga.stage > 0 || undefined}>
        <summary>Rules and Stages</summary>
        <ol className="saga__stages">
          {info.rules.map((rule, i) => (
            <li key={`r${i}`} className={saga.stage === 0 && i === 0 ? 'saga__now' : undefined}>
              <span className="saga__roman">∞</span> {rule.text}
            </li>
          ))}
          {[1, 2, 3].map((stage) => (
            <li
              key={stage}
              className={saga.stage === stage ? 'saga__now' : undefined}
              aria-current={saga.stage === stage ? 'step' : undefined}
            >
              <span className="saga__roman">{ROMAN[stage]}</span>
              {saga.stage === stage && <strong> ● current Stage: </strong>} {stageText(stage)}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
