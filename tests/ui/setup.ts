import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The App autosaves to localStorage when it owns its store: no game leaks into the next test.
  localStorage.clear();
});
