import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. The whole app's first render (lazy routes,
// the session check) can take several seconds on a busy 2-core machine, where jest runs files side by side.
// Under jest's fake timers, waitFor advances the clock itself (up to this timeout), so it cannot
// tell 500 ms from 5 s: a test of a delay steps the clock with elapse (tests/web/support/clock.ts).
// Call sites give no timeout of their own (a lint rule): a shorter one is a flake waiting for a busy machine.
configure({ asyncUtilTimeout: 15_000 });
