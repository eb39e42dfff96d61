import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder. Every module that finds files by path starts here: `npm start` runs the
 * server bundled into dist/server (src/server/start.mjs), where a module's own import.meta.url is the
 * bundle's, and dist/server sits as deep as src/server.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
