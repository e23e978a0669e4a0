import { useState } from 'react';

// Placeholder start screen; it will be wired to the store and engine later.
export function App() {
  const [started, setStarted] = useState(false);

  return (
    <main
      style={{
        minHeight: '100vh',
        padding: '2rem',
        background: '#2b2118',
        color: '#f3e6c8',
        fontFamily: 'system-ui, sans-serif',
        fontSize: '1.125rem',
      }}
    >
      <h1>Valerna Table</h1>
      <p>Play the board game hot-seat on one screen; the table does the bookkeeping.</p>
      <button
        type="button"
        onClick={() => setStarted(true)}
        style={{ fontSize: '1.125rem', padding: '0.5rem 1.25rem' }}
      >
        Start a game
      </button>
      <p role="status">{started ? 'Game setup is coming soon.' : ''}</p>
    </main>
  );
}
