import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Route chunks are transformed on first import, which can take more than the default second on a cold run.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  // jsdom implements neither; the router's scroll restoration calls the first.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
