// Setup for the web app's tests. A route's module loads lazily on first use, which can take
// more than testing-library's default second on a busy machine, so queries wait longer.
// Each test starts on an empty page with the real globals: what one test drew or stubbed (a
// fake fetch) is gone before the next.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
