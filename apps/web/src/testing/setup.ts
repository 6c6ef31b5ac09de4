// Setup for the web app's tests. A route's module loads lazily on first use, which can take
// more than testing-library's default second on a busy machine, so queries wait longer.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
