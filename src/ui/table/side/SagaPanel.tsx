import { useRef } from 'react';
import { content } from '../../../engine/data';
import type { LogEntry, TableFrame } from '../../../source/tableSource';
import { useTableFollowing } from '../../kit/tableSource';
import { lazyPart } from '../../kit/lazyPart';
import { plural } from '../../words/names';
import { SagaCard } from './SagaCard';
import { useFold } from '../../kit/SideHeading';
import { STAGE_NUMERALS } from '../../words/names';
import { useStageNews } from './useStageNews';
import './side.css';

// A Stage activates a few times a game; its announcement arrives then.
const StageAnnouncement = lazyPart(() =>
  import('./StageAnnouncement').then((m) => m.StageAnnouncement),
);
const NO_LOG: LogEntry[] = [];
// Stable selectors: the panel follows one painted frame later (docs/architecture.md "What a click
// draws first").
const selectTable = (f: TableFrame) => f.table;
const selectLog = (f: TableFrame) => f.table?.log ?? NO_LOG;

/** The three Saga cards in play (Epics of Valerna) and the Stage deck; nothing in the base game. */
export function SagaPanel() {
  const table = useTableFollowing(selectTable);
  const log = useTableFollowing(selectLog);
  const { activation, dismiss } = useStageNews(log);
  const panel = useRef<HTMLElement>(null);
  const fold = useFold();
  if (!table || table.sagas.length === 0) return null;
  // EV-SAGA-SETUP-11: the flavour texts are read at the start of the game.
  const atStart = table.round === 1 && table.phase === 'planning';
  // Focus would fall to the page when its Dismiss button goes: it stays with the Sagas instead.
  const dismissAndKeepFocus = () => {
    const hadFocus = panel.current?.contains(document.activeElement);
    dismiss();
    if (hadFocus) panel.current?.focus();
  };

  return (
    <section ref={panel} className="sagas" aria-labelledby="sagas-heading" tabIndex={0}>
      {fold.heading('sagas-heading', 'Sagas')}
      {/* Always present, so screen readers hear each announcement put into it. */}
      <div aria-live="polite">
        {activation && (
          <StageAnnouncement activation={activation} onDismiss={dismissAndKeepFocus} />
        )}
      </div>
      {/* The current Stage of every Saga stays in view, the cards folded or not. */}
      <ul className="sagas__now" aria-label="Current Stages">
        {table.sagas.map((saga) => (
          <li key={saga.id}>
            <span className="sagas__stage">{STAGE_NUMERALS[saga.stage]}</span>{' '}
            {content.SAGAS[saga.id].name}
          </li>
        ))}
      </ul>
      <p className="muted">Stage deck: {plural(table.deckCounts.stages, 'card')}</p>
      <div className="sagas__cards" hidden={!fold.open}>
        {table.sagas.map((saga) => (
          <SagaCard
            key={saga.id}
            saga={saga}
            showFlavour={atStart}
            announced={activation?.saga === saga.id}
          />
        ))}
      </div>
    </section>
  );
}
