import fc from 'fast-check';

/** SQL metacharacters and classic injection strings. */
const SQL = [
  "'",
  '"',
  ';',
  '--',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '\\',
  '%',
  '_',
  '/* */',
  '$$',
  "1' AND pg_sleep(10)--",
  "E'\\x00'",
];
/** HTML and template metacharacters, including the payloads the browser check renders. */
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '<b>bold</b>',
  '&amp;',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
];
/**
 * Unicode that breaks careless code: emoji (surrogate pairs, joiners), right-to-left text and
 * overrides, zero-width and byte-order marks, combining marks, NUL and other control
 * characters, lone surrogates and a non-character.
 */
const UNICODE = [
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'مرحبا',
  'שלום',
  '\u200B',
  '\uFEFF',
  'e\u0301',
  '\u0000',
  '\u0001\u0007\u001B[31m',
  '\r\n',
  '\uD800',
  '\uDFFF',
  '\uFFFF',
  'Ω≈ç√∫',
];

/** A nasty text: one or more of the pieces above, or arbitrary code points, run together. */
export const nastyText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(fc.constantFrom(...SQL, ...HTML, ...UNICODE), fc.string({ unit: 'binary', minLength: 1, maxLength: 6 })),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(''));

/** Code points, as JSON Schema's maxLength counts them. */
const codePoints = (text: string): number => [...text].length;

const ONE_MB = 1_048_576;

/**
 * A nasty text repeated past a limit: just past it (mostly), to 10,000 code points, or to 1 MB of
 * UTF-8 (past the server's body limit), rarely, since every one of those costs the run megabytes.
 */
export function hugeText(limit: number): fc.Arbitrary<string> {
  const past = (text: string, n: number) => text.repeat(Math.ceil(n / codePoints(text)));
  return fc.tuple(nastyText, fc.integer({ min: 1, max: 12 })).map(([text, roll]) => {
    if (roll <= 8) return past(text, limit + 1);
    if (roll <= 11) return past(text, Math.max(limit + 1, 10_000));
    return text.repeat(Math.ceil(ONE_MB / Buffer.byteLength(text)));
  });
}

/** Numbers out of every integer range the contract uses, and floats where integers belong. */
const OUT_OF_RANGE = [-1, 0, -2147483648, 2147483648, 2 ** 53, 2 ** 53 + 2, 1.5, 0.1, -0.5, 1e308, -1e308];
/** Strings that look numeric to a careless parser. */
const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '',
  ' ',
  '1 OR 1=1',
  '١٢٣',
  '½',
  '1,000',
  '1_000',
  '+-1',
  '--1',
  '0b1',
  '99999999999999999999999',
];

export const badNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.constantFrom(...OUT_OF_RANGE, ...NUMBER_LIKE),
  fc.integer({ min: -(2 ** 31), max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
);

/** JSON values of every type, for "wrong type" mutations (the schema oracle keeps the ones that are wrong). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>({}, [], [{}], [1, 2], [[]], true, false, null, { $gt: '' }, { toString: 'x' }),
  nastyText,
  badNumber,
  fc.array(nastyText, { minLength: 2, maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { minKeys: 1, maxKeys: 2 }),
);

/** Anything that is not a JSON text a parser accepts, or a JSON text of the wrong kind for a body or `filters`. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'NaN',
    'undefined',
    '{"a":1}/*x*/',
    '\uFEFF{}',
    '{"a":"\\x41"}',
    '{"a":01}',
    '"unterminated',
  ),
  nastyText.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

/** A lone surrogate or a NUL: text PostgreSQL cannot store as it is. */
export const UNSTORABLE = ['\u0000', '\uD800', '\uDFFF'];

/**
 * Days that pass a careless calendar check, or the contract's `format: date` (ajv-formats counts
 * a year 0), but that PostgreSQL cannot hold: year 0 (it has none), and days no calendar has.
 */
export const UNSTORABLE_DAYS = [
  '0000-02-29',
  '0000-01-01',
  '2023-02-29',
  '2024-02-30',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '99999-01-01',
  '-0001-01-01',
];

/** One such day, for a `format: date` field. */
export const badDay: fc.Arbitrary<string> = fc.constantFrom(...UNSTORABLE_DAYS);

/** A `date_range` filter value with such a day at either end. */
export const badDayRange: fc.Arbitrary<(string | null)[]> = badDay.chain((day) =>
  fc.constantFrom([day, null], [null, day], ['2024-01-01', day]),
);
