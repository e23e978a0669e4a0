import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of the table arrive as chunks of their own (lazyPart); on a busy 2-core machine the first
// import of one can take longer than findBy's 1 s default, and a loaded one is several times
// slower again. The limit only delays a failure: a findBy that finds its element ends at once.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // The App autosaves to localStorage when it owns its store: no game leaks into the next test.
  localStorage.clear();
});
