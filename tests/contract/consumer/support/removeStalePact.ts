import { rmSync } from 'node:fs';
import { PACT_FILE } from './pactLocation';

/**
 * Jest global setup of the consumer project. Pact merges new interactions into an existing
 * file, so an interaction renamed or removed from the tests would stay in the committed pact
 * and go on being verified; each run of the consumer tests starts from no file instead.
 */
export default function removeStalePact(): void {
  rmSync(PACT_FILE, { force: true });
}
