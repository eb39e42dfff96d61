import AjvCompiler from '@fastify/ajv-compiler';
import Ajv, { type AnySchema, type Options, type Plugin, type ValidateFunction } from 'ajv';

/**
 * Validators compiled on their first use instead of at start. The contract's request and reply
 * schemas took some 2 s of a start's CPU to compile (docs/benchmarks.md, the second start); most
 * operations are not called in a process's first seconds, and each pays its compilation once,
 * on its first request. A schema that cannot compile still fails every test that calls its operation.
 */
function compiledOnFirstUse<T>(compile: () => ValidateFunction<T>): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const ready = () => (compiled ??= compile());
  const validate = function (this: unknown, ...args: Parameters<ValidateFunction<T>>) {
    const compiledValidate = ready();
    const valid = compiledValidate.apply(this, args);
    validate.errors = compiledValidate.errors;
    return valid;
  } as ValidateFunction<T>;
  // Fastify passes the request as parent data (so ajv may replace a coerced root) only to a
  // validator with a schemaEnv: read from the compiled one, at the first validation.
  Object.defineProperty(validate, 'schemaEnv', { get: () => ready().schemaEnv });
  return validate;
}

/** Fastify's own request validator compiler (@fastify/ajv-compiler, its options and plugins), compiling on first use. */
export function requestValidatorsOnFirstUse() {
  const buildCompiler = AjvCompiler();
  return (...args: Parameters<typeof buildCompiler>) => {
    const compile = buildCompiler(...args);
    return (routeSchema: Parameters<typeof compile>[0]) =>
      compiledOnFirstUse(() => compile(routeSchema) as ValidateFunction);
  };
}

/**
 * The reply validator's ajv for @fastify/response-validation: the options it would build one from,
 * with its plugins applied, and its compile handing back validators compiled on their first call.
 */
export function replyAjvOnFirstUse(options: Options, plugins: Plugin<unknown>[]): Ajv {
  const ajv = new Ajv(options);
  for (const plugin of plugins) plugin(ajv);
  const compileNow = ajv.compile.bind(ajv);
  ajv.compile = ((schema: AnySchema, meta?: boolean) =>
    compiledOnFirstUse(() => compileNow(schema, meta))) as Ajv['compile'];
  return ajv;
}
