import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStorage } from './store/setAside';
import { Loading } from './ui/Loading';
import { TableErrorBoundary } from './ui/TableErrorBoundary';
import { registerServiceWorker } from './registerServiceWorker';
import './ui/styles.css';

// The first download is React and this shell; the app (store, rules engine, screens) follows as
// its own chunk, so the page paints before the engine has arrived.
const App = lazy(() => import('./ui/App').then((m) => ({ default: m.App })));

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('Missing #root element in index.html');
}

createRoot(rootElement).render(
  <StrictMode>
    <TableErrorBoundary storage={browserStorage()}>
      <Suspense
        fallback={
          <main className="start">
            <h1>Valerna Table</h1>
            <Loading />
          </main>
        }
      >
        <App />
      </Suspense>
    </TableErrorBoundary>
  </StrictMode>,
);

registerServiceWorker();
