import { selectView } from '../store';
import { useGame } from './GameStoreContext';
import { plural } from './names';
import { SagaCard } from './SagaCard';

const selectTable = selectView('table');

/** The three Saga cards in play (Epics of Valerna) and the Stage deck; nothing in the base game. */
export function SagaPanel() {
  const table = useGame(selectTable);
  if (!table || table.sagas.length === 0) return null;
  // EV-SAGA-SETUP-11: the flavour texts are read at the start of the game.
  const atStart = table.round === 1 && table.phase === 'planning';

  return (
    <section className="sagas" aria-labelledby="sagas-heading" tabIndex={0}>
      <h2 id="sagas-heading">Sagas</h2>
      <p className="muted">Stage deck: {plural(table.deckCounts.stages, 'card')}</p>
      {table.sagas.map((saga) => (
        <SagaCard key={saga.id} saga={saga} showFlavour={atStart} />
      ))}
    </section>
  );
}
