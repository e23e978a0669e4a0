import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { AUTOSAVE_KEY, readStored, setAside, type SaveStorage } from '../../store/setAside';
import { RecoveryScreen } from './RecoveryScreen';

interface Props {
  /** Where the autosave lives (the browser's storage; a test's own; none). */
  storage: SaveStorage | null;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** Bumped by "New game": the app below mounts afresh, with a store of its own. */
  generation: number;
}

/**
 * Around the whole app, start screen and table alike: whatever breaks while rendering, the person
 * sees what happened, can export the autosave and can start a new game. "New game" sets the
 * autosave aside first, so the game the table failed on is kept but not restored again.
 */
export class TableErrorBoundary extends Component<Props, State> {
  state: State = { error: null, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The table failed:', error, info.componentStack);
  }

  private newGame = () => {
    const { storage } = this.props;
    const autosave = readStored(storage, AUTOSAVE_KEY);
    if (storage && autosave) setAside(storage, autosave);
    this.setState(({ generation }) => ({ error: null, generation: generation + 1 }));
  };

  render() {
    const { error, generation } = this.state;
    if (!error) return <Fragment key={generation}>{this.props.children}</Fragment>;
    return (
      <RecoveryScreen
        heading="Something went wrong"
        reason="The table ran into a fault it could not handle, and stopped. Your game up to its last move is in the autosave; a new game keeps that save set aside."
        detail={error.message}
        saved={readStored(this.props.storage, AUTOSAVE_KEY)}
        onNewGame={this.newGame}
      />
    );
  }
}
