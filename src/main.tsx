import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStorage } from './store/setAside';
import { App, putIconSpriteInPage, TableErrorBoundary, UpdateNotice } from './ui';
import { registerServiceWorker } from './registerServiceWorker';

// The first download is React and this shell, which paints at once and then brings the start
// screen or, for a game to restore, the table (store, rules engine, screens) as chunks of their
// own (App.tsx). The error screen is part of the shell, so it works without the engine.

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('Missing #root element in index.html');
}

createRoot(rootElement).render(
  <StrictMode>
    <TableErrorBoundary storage={browserStorage()}>
      <App />
    </TableErrorBoundary>
    <UpdateNotice />
  </StrictMode>,
);

void putIconSpriteInPage();
registerServiceWorker();
