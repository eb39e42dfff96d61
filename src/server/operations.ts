import type { components, operations } from './contract-types';

/** An operation of the contract, named by its operationId. */
export type OperationId = keyof operations;

/** A schema of the contract's components, by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON a request or response part carries; unknown for other media (a file), undefined where it declares none. */
type JsonOf<Part> = [Part] extends [never]
  ? undefined
  : Part extends { content: { 'application/json': infer Body } }
    ? Body
    : Part extends { content: object }
      ? unknown
      : undefined;

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

/**
 * A contract type with its enums widened to string. Database columns hold enum values as plain
 * strings, so a handler's answer is checked here for its fields, nesting and nulls, and for its
 * enum values at run time by the response validation.
 */
type WithEnumsAsStrings<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? WithEnumsAsStrings<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithEnumsAsStrings<T[Key]> }
      : T;

/** The body a handler answers when it returns one: that of a documented 2xx status. */
export type SuccessBody<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends 200 | 201 | 202 | 204
    ? WithEnumsAsStrings<Operation<Id>['Reply'][Status]>
    : never;
}[keyof Responses<Id>];
