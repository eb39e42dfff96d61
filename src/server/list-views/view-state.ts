import { hasValue } from '../../shared/lists/has-value';
import { HttpError, validationFailed, type FieldErrors } from '../errors';
import { resolveQuery } from '../lists/engine';
import type { Schema } from '../operations';
import { VIEWABLE_LISTS, type ViewableList } from './viewable-lists';

export type ViewState = Schema<'ListViewState'>;

/** The list engine's field names (`filters.status`, `sort`) as the view's (`state.filters.status`, `state.sort`). */
function asStateFields(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`state.${field}`, messages]));
}

/** Every filter named, valued or not, is one the list declares, and once. */
function refuseUnknownOrRepeated(list: ViewableList, filters: ViewState['filters'] = []): void {
  const known = Object.keys(VIEWABLE_LISTS[list].filters);
  const names = filters.map((f) => f.name);
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined)
    throw validationFailed({
      [`state.filters.${unknown}`]: [`Unknown filter "${unknown}". Known filters: ${known.join(', ')}.`],
    });
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined)
    throw validationFailed({ [`state.filters.${repeated}`]: [`The ${repeated} filter is given twice.`] });
}

/**
 * A view's state checked against its list's declaration, as a list call with it would be (the
 * engine's own checks: known filters of the right kind and values, a declared sort key), 422 at
 * `state.…`; stored with only the filters that have a value and without empty parts.
 */
export function checkedViewState(list: ViewableList, state: ViewState, today: string): ViewState {
  refuseUnknownOrRepeated(list, state.filters);
  const filters = (state.filters ?? []).filter((filter) => hasValue(filter.value));
  const sort = state.sort || undefined;
  const search = state.search?.trim() || undefined;
  try {
    resolveQuery(VIEWABLE_LISTS[list], { filters: JSON.stringify(filters), sort, search_string: search }, today);
  } catch (error) {
    if (error instanceof HttpError && error.errors) throw validationFailed(asStateFields(error.errors));
    throw error;
  }
  return {
    ...(filters.length > 0 && { filters }),
    ...(search !== undefined && { search }),
    ...(sort !== undefined && { sort }),
    ...(state.items_per_page !== undefined && { items_per_page: state.items_per_page }),
    ...(state.columns !== undefined && { columns: state.columns }),
  };
}
