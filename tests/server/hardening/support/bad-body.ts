import fc from 'fast-check';
import type { ContractOperation } from '../../../../src/server/contract';
import { anyJson, badDay, badNumber, hugeText, malformedJson, nastyText, UNSTORABLE } from './bad-values';
import { bodySchemaOf, preview, type Draft, type Mutation } from './request-draft';
import { deref, type Schema } from './schema-sample';
import type { SchemaOracle } from './schema-oracle';

type Body = Record<string, unknown>;

/** Anything that may be wrong for a property; the oracle keeps what the schema refuses. */
function anyValueFor(schema: Schema): fc.Arbitrary<unknown> {
  const shapes: fc.Arbitrary<unknown>[] = [anyJson, badNumber, nastyText, hugeText(schema.maxLength ?? 1000)];
  if (schema.type === 'array') {
    const items = deref(schema.items ?? {});
    const item = items.enum?.[0] ?? (items.type === 'integer' ? 1 : 'x');
    shapes.push(
      fc.constant(Array((schema.maxItems ?? 1000) + 1).fill(item)),
      fc.constant(Array(200_000).fill(item)),
      fc.constant([item, item]),
      fc.constant([]),
      fc.array(fc.oneof(anyJson, badNumber), { minLength: 1, maxLength: 3 }),
    );
  }
  return fc.oneof(...shapes);
}

/** A text that fails the server's email shape: no @ at all, or a space in it. */
const notAnEmail = fc.oneof(
  nastyText.map((text) => `${text.replace(/@/g, '')}x`),
  fc.constantFrom('a@b', '@b.c', 'a@@b.c', 'a @b.c', 'a@b.c d', '.@.'),
);

/** Puts a NUL or a lone surrogate in the middle of a text. */
const unstorable = (text: string) =>
  fc.constantFrom(...UNSTORABLE).map((c) => `${text.slice(0, 1)}${c}${text.slice(1)}`);

/**
 * Values the contract's shapes allow but the server's own rules refuse, by what a property is:
 * emails, phones and codes of the wrong shape, blank required texts, ids of no record (or a
 * stale version), a future date, and texts PostgreSQL cannot store.
 */
function ruleBreakingValues(
  name: string,
  schema: Schema,
  required: boolean,
  current: unknown,
): fc.Arbitrary<unknown>[] {
  const isText = schema.type === 'string' && !schema.enum && !schema.format;
  const integerItems = schema.type === 'array' && deref(schema.items ?? {}).type === 'integer';
  return [
    ...(name.endsWith('email') ? [notAnEmail] : []),
    ...(name === 'phone' ? [nastyText.map((text) => `x${text}`)] : []),
    ...(name === 'code' ? [nastyText.map((text) => `<${text}`)] : []),
    ...(isText && required && name !== 'description'
      ? [fc.constantFrom('', ...(name.includes('password') ? [] : ['   ', '\t\n']))]
      : []),
    ...(schema.type === 'integer' ? [fc.constant(2147483647)] : []),
    ...(integerItems ? [fc.constant([2147483647])] : []),
    ...(schema.format === 'date' ? [fc.constant('2999-12-31'), badDay] : []),
    ...(isText ? [unstorable(typeof current === 'string' && current !== '' ? current : 'ab')] : []),
  ];
}

/** Whole bodies that are not one JSON object sent as application/json. */
function unreadableBodies(
  base: Draft,
  refused: (arbitrary: fc.Arbitrary<Mutation>) => fc.Arbitrary<Mutation>,
): fc.Arbitrary<Mutation>[] {
  const json = JSON.stringify(base.body);
  const form = new URLSearchParams(Object.entries(base.body as Body).map(([k, v]) => [k, String(v)])).toString();
  const mediaTypes = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/vnd.api+json',
    'text/html',
    'application/octet-stream',
  ];
  return [
    malformedJson.map((raw) => ({ label: `body is not JSON: ${preview(raw)}`, draft: { ...base, raw } })),
    refused(
      fc
        .constantFrom<unknown>([], 'text', 1, null, true, [base.body])
        .map((body) => ({ label: `body is ${preview(body)}`, draft: { ...base, body } })),
    ),
    fc.constant({ label: 'no body, JSON media type', draft: { ...base, body: undefined, raw: '' } }),
    fc.constant({ label: 'no body, no media type', draft: { ...base, body: undefined, contentType: null } }),
    fc.constantFrom(...mediaTypes).map((contentType) => ({
      label: `body sent as ${contentType}`,
      draft: { ...base, contentType, raw: contentType.includes('urlencoded') ? form : json },
    })),
  ];
}

/** Fields of a sign-in for no account: exercises the credential path with hostile text. */
function noSuchAccount(base: Draft): fc.Arbitrary<Mutation> {
  return fc.tuple(nastyText, nastyText).map(([local, password]) => {
    const email = `${local.replace(/[\s@]/g, '') || 'x'}@no-account.example`;
    return {
      label: `credentials of no account ${preview({ email, password })}`,
      draft: { ...base, body: { ...(base.body as Body), email, password } },
    };
  });
}

/** Bad bodies for an operation that takes one: bad fields, and whole bodies that are not a JSON object. */
export function badBody(
  op: ContractOperation,
  base: Draft,
  oracle: SchemaOracle,
): { fields: fc.Arbitrary<Mutation>; whole: fc.Arbitrary<Mutation> } | undefined {
  const declared = bodySchemaOf(op);
  if (!declared) return undefined;
  const schema = deref(declared);
  const body = base.body as Body;
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, deref(s)]));
  const required = schema.required ?? [];
  const set = (name: string, value: unknown, how: string): Mutation => ({
    label: `body ${name} ${how} ${preview(value)}`,
    draft: { ...base, body: { ...body, [name]: value } },
  });
  const refused = (arbitrary: fc.Arbitrary<Mutation>) => arbitrary.filter((m) => !oracle.accepts(m.draft));
  const names = Object.keys(properties);
  const ruled = names
    .map((name) => [name, ruleBreakingValues(name, properties[name], required.includes(name), body[name])] as const)
    .filter(([, values]) => values.length > 0);
  const extraName = fc
    .oneof(fc.constantFrom('is_admin', 'id', 'password_hash', 'status', '__proto__', 'constructor'), nastyText)
    .filter((n) => !names.includes(n));
  const fields = [
    ...(required.length === 0
      ? []
      : [
          refused(
            fc.constantFrom(...required).map((name) => ({
              label: `body without ${name}`,
              draft: { ...base, body: Object.fromEntries(Object.entries(body).filter(([k]) => k !== name)) },
            })),
          ),
        ]),
    refused(fc.tuple(extraName, anyJson).map(([name, value]) => set(name, value, '(undeclared) ='))),
    refused(
      fc.constantFrom(...names).chain((name) => anyValueFor(properties[name]).map((value) => set(name, value, '='))),
    ),
    ...(ruled.length === 0
      ? []
      : [
          fc
            .constantFrom(...ruled)
            .chain(([name, values]) => fc.oneof(...values).map((value) => set(name, value, 'breaks a rule:'))),
        ]),
    ...('password_confirmation' in properties
      ? [fc.constant(set('password_confirmation', `${String(body.password)}x`, 'differs:'))]
      : []),
  ].map((arbitrary) => ({ weight: 4, arbitrary }));
  // Rare: each one costs an argon2 verification.
  if ('password' in properties && 'email' in properties) fields.push({ weight: 1, arbitrary: noSuchAccount(base) });
  return { fields: fc.oneof(...fields), whole: fc.oneof(...unreadableBodies(base, refused)) };
}

/** A body sent to a state-changing operation that declares none: undeclared input, refused. */
export function badBodyOfBodyless(op: ContractOperation, base: Draft): fc.Arbitrary<Mutation> | undefined {
  if (bodySchemaOf(op) || op.method === 'GET') return undefined;
  return fc.oneof(
    anyJson.map((body) => ({ label: `a body on a call that takes none: ${preview(body)}`, draft: { ...base, body } })),
    nastyText.map((raw) => ({
      label: `a text body on a call that takes none: ${preview(raw)}`,
      draft: { ...base, raw, contentType: 'text/plain' },
    })),
  );
}
