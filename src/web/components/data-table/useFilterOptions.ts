import { skipToken } from '@reduxjs/toolkit/query';
import { useFetchFilterOptionsQuery } from './filterOptionsApi';
import type { FilterOption, SelectFilterDefinition } from './types';

const NONE: readonly FilterOption[] = [];

/** A select filter's options: given in its definition, or loaded from its api_endpoint. */
export function useFilterOptions(definition: SelectFilterDefinition): readonly FilterOption[] {
  const { fetch_options_from_api: fromApi, api_endpoint: url } = definition;
  const request =
    fromApi && url
      ? { url, textField: definition.item_text ?? 'item_text', valueField: definition.item_value ?? 'item_value' }
      : skipToken;
  const { data } = useFetchFilterOptionsQuery(request);
  return (request === skipToken ? definition.options : data) ?? NONE;
}
