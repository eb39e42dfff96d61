import type { components, operations } from './contract-types';

/** An operation of the contract, named by its operationId. */
export type OperationId = keyof operations;

/** A schema of the contract's components, by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON a request or response part carries; unknown for other media (a file), undefined where it declares none. */
type JsonOf<Part> = [Part] extends [never]
  ? undefined
  : Part extends { content: { 'application/json': infer Body } } ? Body : Part extends { content: object } ? unknown : undefined;

/** Parameters of one location; Fastify hands an empty object where the contract declares none. */
type ParametersOf<Declared> = [NonNullable<Declared>] extends [never] ? Record<string, never> : NonNullable<Declared>;

type Declared<Id extends OperationId> = operations[Id];
type Responses<Id extends OperationId> = Declared<Id>['responses'];

/**
 * One operation's request and replies as the contract declares them, in Fastify's route generics.
 * The app validates every request against the same schemas before the handler runs, so these hold.
 */
export interface Operation<Id extends OperationId> {
  Body: JsonOf<NonNullable<Declared<Id>['requestBody']>>;
  Querystring: ParametersOf<Declared<Id>['parameters']['query']>;
  Params: ParametersOf<Declared<Id>['parameters']['path']>;
  /** The body of each documented status. */
  Reply: { [Status in keyof Responses<Id>]: JsonOf<Responses<Id>[Status]> };
}

