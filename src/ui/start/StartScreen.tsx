import type { Demo } from '../../demos/types';
import type { GameSetup } from '../../source/tableSource';
import { DemoList } from '../demos/DemoList';
import { LoadSave } from '../files/LoadSave';
import { NewGameForm } from './NewGameForm';
import { QuickPlay } from './QuickPlay';
import { RulesButton } from '../rules/RulesButton';
import { SetAsideNotice } from '../app/SetAsideNotice';
import { useLocalGame, type SaveStorage, type TableStore } from '../app/useTableStore';
import './start.css';

interface StartScreenProps {
  table: TableStore;
  saves: SaveStorage | null;
  /** The demo list stays open once opened, also after a demo is left. */
  demosOpen: boolean;
  onDemosOpen(open: boolean): void;
}

/**
 * The start screen: a new game, a saved one, the rules demos. It works before the table's code
 * (the store and the rules engine) has arrived; each way into a game brings it first, and the
 * store's `open` then brings the rules that game needs.
 */
export function StartScreen({ table, saves, demosOpen, onDemosOpen }: StartScreenProps) {
  const { store, withStore } = table;
  const { lastSetup, startError, saveError, saveNote, continueFrom } = useLocalGame(store);

  // A refusal is the store's to show: the form's error, the saved game's.
  const startGame = (setup: GameSetup) => withStore((s) => s.getState().open({ setup }));
  const loadSave = (file: Blob) => withStore((s) => s.getState().open({ file }));
  // Demo mode's code comes with the first demo opened, after the table's.
  const openDemo = (demo: Demo) =>
    new Promise<string | null>((answer) =>
      withStore((s) => {
        s.getState()
          .open({ demo })
          .then(answer, () =>
            answer(`The demo “${demo.title}” cannot be shown: its code did not arrive.`),
          );
      }),
    );

  return (
    <main className="start">
      <header className="start__header">
        <h1>Valerna Table</h1>
        <RulesButton />
      </header>
      <p className="start__intro">
        Dragonbond: Lords of Vaala at one table, hot-seat. The table does the bookkeeping; Faceless
        seats play themselves.
      </p>
      <QuickPlay onStart={startGame} onDemos={() => onDemosOpen(true)} />
      <NewGameForm initial={lastSetup} error={startError} onStart={startGame} />
      <section className="start__load" aria-labelledby="load-heading">
        <h2 id="load-heading">Saved game</h2>
        <p className="muted">Continue a game saved to a file.</p>
        <LoadSave
          label="Load a saved game"
          onLoad={loadSave}
          error={saveError}
          note={saveNote}
          continueFrom={continueFrom}
          onContinue={() => withStore((s) => s.getState().continuePrefix())}
          onDismiss={() => store?.getState().clearSaveError()}
        />
        <SetAsideNotice storage={saves} />
      </section>
      <DemoList open={demosOpen} onToggle={onDemosOpen} openDemo={openDemo} />
    </main>
  );
}
