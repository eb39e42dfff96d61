import path from 'node:path';
import { CONSUMER, PROVIDER } from '../../parties';

/**
 * pacts/ at the repository root: committed, and verified by the provider (ours and the backend
 * team's). The CommonJS twin of PACTS_DIR in ../../pactFiles.ts, which uses import.meta.
 */
export const PACT_DIR = path.resolve(__dirname, '../../../../pacts');
/** The file Pact names after the two parties; every consumer test file adds its interactions to it. */
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
