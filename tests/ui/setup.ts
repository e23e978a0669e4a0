import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of the table arrive as chunks of their own (lazyPart); on a busy 2-core machine the first
// import of one can take longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The App autosaves to localStorage when it owns its store: no game leaks into the next test.
  localStorage.clear();
});
