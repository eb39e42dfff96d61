import addFormats from 'ajv-formats';
import type { Plugin } from 'ajv';
import { replyAjvOnFirstUse, requestValidatorsOnFirstUse } from '../../src/server/validators-on-first-use';

/**
 * The contract's validators are compiled on their first use, not at start (docs/benchmarks.md,
 * start-up): a schema is compiled when a value is first checked against it, and the validator
 * then answers exactly as one compiled at once would, its errors included.
 */

/** A schema ajv refuses to compile: the moment it throws shows when compilation happens. */
const UNCOMPILABLE = { type: 'object', properties: { when: { type: 'string', format: 'no-such-format' } } };
const PERSON = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' } },
  additionalProperties: false,
};

describe('reply validators', () => {
  const ajv = () => replyAjvOnFirstUse({ allErrors: true, strict: true }, [addFormats as Plugin<unknown>]);

  it('compile a schema at its first validation, not when it is handed over', () => {
    const validate = ajv().compile(UNCOMPILABLE);
    expect(() => validate({ when: 'today' })).toThrow(/unknown format "no-such-format"/);
  });

  it('answer as a validator compiled at once, with every error', () => {
    const validate = ajv().compile(PERSON);
    expect(validate({ name: 'Ada', email: 'ada@example.com' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ name: '', email: 'x@', extra: 1 })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword).sort()).toEqual([
      'additionalProperties',
      'format',
      'minLength',
    ]);
  });
});

describe('request validators', () => {
  const compilerFor = (customOptions: object) =>
    requestValidatorsOnFirstUse()({}, { customOptions: { allErrors: true, ...customOptions }, plugins: [] });
  const route = { method: 'POST', url: '/people', httpPart: 'body' };

  it('compile a schema at its first validation, not when the route is built', () => {
    const validate = compilerFor({})({ schema: UNCOMPILABLE, ...route });
    expect(() => validate({ when: 'today' })).toThrow(/unknown format "no-such-format"/);
  });

  it('hand Fastify the compiled schemaEnv, so a coerced root value replaces the request part', () => {
    const validate = compilerFor({ coerceTypes: 'array' })({
      schema: { type: 'array', items: { type: 'string' } },
      ...route,
    });
    const request: { body: unknown } = { body: 'one' };
    expect(validate.schemaEnv).toBeDefined();
    expect(validate(request.body, { parentData: request, parentDataProperty: 'body' } as never)).toBe(true);
    expect(request.body).toEqual(['one']);
  });
});
