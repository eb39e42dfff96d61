import { activityLogsList } from '../../src/server/activity-logs/activity-logs-list';
import { listOperations, loadContract, type ContractOperation } from '../../src/server/contract';
import { contractEnum } from '../../src/server/contract-enums';
import { declaredFilters, declaredSort } from '../../src/server/lists/declared-list';
import type { ListDefinition } from '../../src/server/lists/engine';
import { ministriesList, tpasList } from '../../src/server/organisations/organisation-lists';
import { permissionsList } from '../../src/server/roles/permissions-list';
import { rolesList } from '../../src/server/roles/roles-list';
import { usersList } from '../../src/server/users/users-list';
import { LIST_DECLARATIONS } from '../../src/shared/lists/all-lists';
import { isFixedList, type ListDeclaration } from '../../src/shared/lists/declaration';
import { ROLES_LIST } from '../../src/shared/lists/roles';

/**
 * The contract documents each list's filters and sort keys in its operation's description
 * ("Filters: role (select of role ids, multiple), created_at (date_range). … Sortable: name, …"):
 * these read them back, so a declaration that drifts from the document fails here.
 */
interface DocumentedFilter {
  name: string;
  kind: string;
  ids: boolean;
  multiple: boolean;
  /** A relative_day's forms, as written in backquotes (`more_than_days:N`). */
  forms: string[];
}

/** Splits at the commas outside parentheses. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char !== ',' || depth > 0) current += char;
    else {
      items.push(current.trim());
      current = '';
    }
  }
  return [...items, current.trim()];
}

/** The text after `label` up to the first full stop outside parentheses. */
function sentenceAfter(description: string, label: string): string {
  const text = description.replace(/\s+/g, ' ');
  const start = text.indexOf(label);
  if (start < 0) throw new Error(`the description has no "${label}"`);
  let depth = 0;
  for (let i = start + label.length; i < text.length; i += 1) {
    depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    if (text[i] === '.' && depth === 0) return text.slice(start + label.length, i).trim();
  }
  return text.slice(start + label.length).trim();
}

function documentedFilters(operation: ContractOperation): DocumentedFilter[] {
  return topLevelItems(sentenceAfter(String(operation.spec.description), 'Filters:')).map((item) => {
    const [, name, details] = /^(\w+) \((.*)\)$/.exec(item) ?? [];
    return {
      name,
      kind: details.split(/[ ,:]/)[0],
      ids: /\bids\b/.test(details),
      multiple: /\bmultiple\b/.test(details),
      forms: [...details.matchAll(/`(\w+)(?::N)?`/g)].map((match) => match[1]),
    };
  });
}

function documentedSort(operation: ContractOperation): { keys: string[]; defaultKey?: string } {
  const items = topLevelItems(sentenceAfter(String(operation.spec.description), 'Sortable:'));
  const keys = items.map((item) => /^\w+/.exec(item)![0]);
  return { keys, defaultKey: keys.find((_, i) => items[i].includes('(the default')) };
}

const hasParameter = (operation: ContractOperation, name: string) =>
  ((operation.spec.parameters ?? []) as { $ref?: string }[]).some((p) => p.$ref === `#/components/parameters/${name}`);
const hasFiltersParameter = (operation: ContractOperation) => hasParameter(operation, 'Filters');

const operations = listOperations();
const operationOf = (list: ListDeclaration) => operations.find((op) => op.operationId === list.operationId)!;
const declarations: ListDeclaration[] = [...LIST_DECLARATIONS];

describe('the shared list declarations (src/shared/lists)', () => {
  it('declare every list operation of the contract once; each export, and every other call taking filters, takes its list filters', () => {
    const filtered = operations.filter(hasFiltersParameter);
    // A list answers pages of its records; an export or a bulk change by query takes the same filters under its path.
    const lists = filtered.filter((op) => hasParameter(op, 'Page') && !op.path.endsWith('/export'));
    expect(declarations.map((list) => list.operationId).sort()).toEqual(lists.map((op) => op.operationId).sort());
    const exports = filtered.filter((op) => op.path.endsWith('/export'));
    expect(exports.map((op) => op.path).sort()).toEqual(lists.map((op) => `${op.path}/export`).sort());
    const others = filtered.filter((op) => !lists.includes(op) && !exports.includes(op));
    expect(
      others.filter((op) => !lists.some((list) => op.path.startsWith(`${list.path}/`))).map((op) => op.path),
    ).toEqual([]);
  });

  it.each(declarations.map((list) => [list.operationId, list] as const))(
    '%s: the records key of the answer',
    (_, list) => {
      const responses = operationOf(list).spec.responses as Record<
        string,
        { content: Record<string, { schema: { $ref: string } }> }
      >;
      const schemaName = responses['200'].content['application/json'].schema.$ref.split('/').pop()!;
      expect((loadContract().components.schemas[schemaName] as { required: string[] }).required[0]).toBe(
        list.recordsKey,
      );
    },
  );

  it.each(declarations.map((list) => [list.operationId, list] as const))(
    '%s: the filters the contract documents, in its order',
    (_, list) => {
      const documented = documentedFilters(operationOf(list));
      expect(list.filters.map(({ name, kind }) => ({ name, kind }))).toEqual(
        documented.map(({ name, kind }) => ({ name, kind })),
      );
      for (const [i, filter] of list.filters.entries()) {
        if (filter.kind === 'relative_day')
          expect({ name: filter.name, forms: [...filter.forms] }).toEqual({
            name: filter.name,
            forms: documented[i].forms,
          });
        if (filter.kind !== 'select') continue;
        expect({ name: filter.name, ids: filter.values === 'record ids' }).toEqual({
          name: filter.name,
          ids: documented[i].ids,
        });
        // The contract names "multiple" exactly where a select takes several values.
        expect({ name: filter.name, multiple: filter.multiple }).toEqual({
          name: filter.name,
          multiple: documented[i].multiple,
        });
      }
    },
  );

  it.each(declarations.map((list) => [list.operationId, list] as const))(
    '%s: value sets and choices from the contract',
    (_, list) => {
      const paths = loadContract().paths;
      for (const filter of list.filters) {
        if (filter.kind !== 'select') continue;
        const members = filter.values === 'record ids' ? undefined : [...contractEnum(filter.values.contractEnum)];
        // A fixed list is the run-time copy of the filter's enum; a call is a GET of the contract.
        if (isFixedList(filter.options))
          expect({ name: filter.name, options: [...filter.options] }).toEqual({ name: filter.name, options: members });
        else if (filter.options) expect(paths[filter.options.endpoint.split('?')[0]]?.get).toBeDefined();
      }
    },
  );

  it.each(declarations.map((list) => [list.operationId, list] as const))(
    '%s: the sort keys the contract documents, and a default among them',
    (_, list) => {
      const documented = documentedSort(operationOf(list));
      expect([...list.sortKeys].sort()).toEqual([...documented.keys].sort());
      expect(list.sortKeys).toContain(list.defaultSort.replace(/^-/, ''));
      if (documented.defaultKey) expect(list.defaultSort).toBe(documented.defaultKey);
      expect(list.searchFields.length).toBeGreaterThan(0);
    },
  );
});

const serverLists: ListDefinition<never, unknown>[] = [
  usersList,
  rolesList,
  permissionsList,
  tpasList,
  ministriesList,
  activityLogsList,
];

describe('the server lists', () => {
  it.each(declarations.map((list) => [list.operationId, list] as const))(
    '%s: filters, value sets, sort keys and default as declared',
    (_, list) => {
      const server = serverLists.find((definition) => definition.key === list.recordsKey)!;
      expect(server).toBeDefined();
      const expected = list.filters.map((filter) => ({
        name: filter.name,
        type: filter.kind,
        ...(filter.kind === 'select' && {
          values: filter.values === 'record ids' ? 'integer' : [...contractEnum(filter.values.contractEnum)],
        }),
      }));
      const actual = Object.entries(server.filters).map(([name, definition]) => ({
        name,
        type: definition.type,
        ...(definition.type === 'select' && {
          values: definition.values === 'integer' ? 'integer' : [...definition.values],
        }),
      }));
      expect(actual).toEqual(expected);
      expect(Object.keys(server.sortable).sort()).toEqual([...list.sortKeys].sort());
      expect(server.defaultSort).toBe(list.defaultSort);
    },
  );

  it('refuse, when their module loads, a filter or sort key their declaration lacks or a declared one they miss', () => {
    const created_at = 'roles.created_at';
    const narrowing = { permission: () => ({}) as never, created_at };
    expect(() => declaredFilters(ROLES_LIST, { ...narrowing, stray: 'roles.updated_at' } as never)).toThrow(
      /undeclared stray/,
    );
    expect(() => declaredFilters(ROLES_LIST, { created_at } as never)).toThrow(/missing permission/);
    expect(() => declaredFilters(ROLES_LIST, { ...narrowing, permission: created_at } as never)).toThrow(
      /select filter permission/,
    );
    expect(() => declaredSort(ROLES_LIST, { name: [], users_count: [] } as never)).toThrow(/missing created_at/);
  });
});
