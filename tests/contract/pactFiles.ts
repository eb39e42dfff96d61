import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** pacts/ at the repository root, where the consumer tests write. */
export const PACTS_DIR = path.resolve(import.meta.dirname, '../../pacts');

interface PactFile {
  interactions: { providerStates?: { name: string }[] }[];
}

/** Every pact file to verify; none at all is an error, not a silent pass. */
export function pactFilesIn(dir = PACTS_DIR): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
  if (files.length === 0) throw new Error(`No pact files in ${dir}: run the consumer tests first.`);
  return files;
}

/** The distinct provider state sentences the pact files name. */
export function providerStatesIn(files: string[]): string[] {
  const names = files.flatMap((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
    return pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name));
  });
  return [...new Set(names)].sort();
}
