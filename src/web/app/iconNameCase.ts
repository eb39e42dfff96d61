/**
 * What Blueprint's icons ask of `change-case` (package.json's alias puts this module in its place in
 * the web build): PascalCase and snake_case of icon names. Blueprint builds its table of icon names
 * from the 700 names at start-up, and change-case's general word splitting (regular expressions per
 * name) was ~60 ms of the main bundle's evaluation on a phone's CPU (docs/benchmarks.md, Weight).
 * Icon names are lowercase words joined by hyphens; a test holds these to change-case on every one.
 */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

export const pascalCase = (text: string) =>
  wordsOf(text)
    .map(
      (word, index) => (index > 0 && /^\d/.test(word) ? '_' : '') + word[0].toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');

export const snakeCase = (text: string) =>
  wordsOf(text)
    .map((word) => word.toLowerCase())
    .join('_');
