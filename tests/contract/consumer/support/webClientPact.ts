import { PactV4 } from '@pact-foundation/pact';
import { CONSUMER, PROVIDER } from '../../parties';
import { PACT_DIR } from './pactLocation';

/** A Pact of the web client with the API; every test file's interactions merge into one file. */
export function webClientPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}
