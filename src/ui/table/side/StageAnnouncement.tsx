import type { KeyboardEvent } from 'react';
import { content } from '../../../engine/data';
import { ICONS } from '../../kit/icons';
import { stageName } from '../../words/names';
import { ReadAloud } from '../../kit/ReadAloud';
import type { StageActivation } from './useStageNews';
import './side.css';

interface StageAnnouncementProps {
  activation: StageActivation;
  onDismiss(): void;
}

/**
 * A Stage has just activated (README "Playing", Sagas): the Saga, the Stage, its rule and its
 * flavour text to read aloud (EV-STAGE-12). It informs and never waits: play goes on beneath it.
 */
export function StageAnnouncement({ activation, onDismiss }: StageAnnouncementProps) {
  const saga = content.SAGAS[activation.saga];
  const stage = stageName(activation.stage);
  const rule = saga.stages[activation.stage - 1];
  const flavour = saga.stageFlavour[activation.stage - 1];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };

  return (
    <section
      className="stage-news"
      aria-labelledby="stage-news-heading"
      onKeyDown={onKeyDown}
      data-log-index={activation.index}
    >
      <h3 id="stage-news-heading" className="stage-news__title">
        <ICONS.saga aria-hidden="true" className="icon" />
        {saga.name}: {stage}
      </h3>
      <p className="stage-news__rule">{rule}</p>
      <p className="stage-news__flavour">
        <em>{flavour}</em> <span className="muted">(house text)</span>
      </p>
      <div className="stage-news__actions">
        <ReadAloud
          text={`${saga.name}, ${stage}. ${flavour} ${rule}`}
          label={`Read ${stage} aloud`}
        />
        <button type="button" className="quiet" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
