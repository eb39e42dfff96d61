import { MatchersV3 } from '@pact-foundation/pact';

/**
 * A value of a request that only the provider state knows (a new user's id or email): the
 * example in the consumer test; at verification, `${name}` of what the state returned.
 */
export function textFromState(name: string, example: string) {
  return MatchersV3.fromProviderState(`\${${name}}`, example);
}

/** A path holding such values, e.g. `/api/users/${userId}` with the example `/api/users/42`. */
export function pathFromState(expression: string, example: string) {
  return MatchersV3.fromProviderState(expression, example);
}

/**
 * An integer taken from the provider state. States hand back text, so the generator converts
 * it (`dataType`): a JSON body must carry the number, as the client sends it.
 */
export function integerFromState(name: string, example: number) {
  return {
    ...MatchersV3.integer(example),
    'pact:generator:type': 'ProviderState',
    expression: `\${${name}}`,
    dataType: 'INTEGER',
  };
}

/** A text taken from the provider state that must also match `pattern` (the example does, in the consumer test). */
export function patternFromState(name: string, pattern: string, example: string) {
  return { ...MatchersV3.regex(pattern, example), 'pact:generator:type': 'ProviderState', expression: `\${${name}}` };
}
