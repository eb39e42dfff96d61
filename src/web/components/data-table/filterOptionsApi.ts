import { enhancedApi } from '../../api/enhancedApi';
import type { FilterOption } from './types';

export interface FilterOptionsRequest {
  url: string;
  /** The fields of each answered option holding its text and its value. */
  textField: string;
  valueField: string;
}

type Answered = Record<string, unknown>;

/** The answer is an array, or an object whose first array property is used. */
export function firstArray(answer: unknown): unknown[] | undefined {
  if (Array.isArray(answer)) return answer;
  if (typeof answer !== 'object' || answer === null) return undefined;
  return Object.values(answer).find((value): value is unknown[] => Array.isArray(value));
}

function toOption(entry: unknown, { textField, valueField }: FilterOptionsRequest): FilterOption {
  const fields: Answered = typeof entry === 'object' && entry !== null ? (entry as Answered) : {};
  const value = fields[valueField];
  return {
    item_text: String(fields[textField] ?? ''),
    item_value: typeof value === 'number' ? value : String(value ?? ''),
  };
}

/**
 * A select filter's options from its `api_endpoint`, through the one API slice. Only item_text
 * and item_value are kept; a failure, or an answer without an array, is logged to the console
 * and nothing else (docs/lists.md, The data-table workspace).
 */
export const filterOptionsApi = enhancedApi.injectEndpoints({
  endpoints: (build) => ({
    fetchFilterOptions: build.query<FilterOption[], FilterOptionsRequest>({
      async queryFn(request, _api, _extraOptions, baseQuery) {
        const answer = await baseQuery(request.url);
        if (answer.error) {
          console.error(`Filter options from ${request.url} failed`, answer.error);
          return { error: answer.error };
        }
        const entries = firstArray(answer.data);
        if (!entries) {
          console.error(`Filter options from ${request.url} hold no array`, answer.data);
          return { data: [] };
        }
        return { data: entries.map((entry) => toOption(entry, request)) };
      },
    }),
  }),
});

export const { useFetchFilterOptionsQuery } = filterOptionsApi;
