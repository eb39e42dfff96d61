import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. The whole app's first render (lazy routes,
// the session check) can take longer on a busy 2-core machine, where jest runs files side by side.
configure({ asyncUtilTimeout: 5_000 });
