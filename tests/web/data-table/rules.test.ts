import { withXlsxExtension } from '../../../src/web/components/data-table/exportFileName';
import { firstArray } from '../../../src/web/components/data-table/filterOptionsApi';
import { DEFAULT_LIST_STATE, filtersParam, showingText } from '../../../src/web/components/data-table/listState';
import { carriesListState, listStateToParams, parseListState } from '../../../src/web/components/data-table/listUrl';
import { pageWindow } from '../../../src/web/components/data-table/pageWindow';
import { nextProgress } from '../../../src/web/components/data-table/useExportProgress';
import { testFilters } from './support/renderTable';

describe('data-table rules', () => {
  it('should window at most 7 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('should step the export progress by 5, falling back to 80 instead of reaching 100', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(90)).toBe(95);
    expect(nextProgress(95)).toBe(80);
  });

  it('should end every export file name in .xlsx, once', () => {
    expect(withXlsxExtension('users')).toBe('users.xlsx');
    expect(withXlsxExtension(' users.XLSX ')).toBe('users.XLSX');
  });

  it('should take the options from an array answer or the first array property of an object', () => {
    expect(firstArray([1])).toEqual([1]);
    expect(firstArray({ count: 2, data: [2], more: [3] })).toEqual([2]);
    expect(firstArray({ message: 'none' })).toBeUndefined();
    expect(firstArray('text')).toBeUndefined();
  });

  it('should send only valued filters', () => {
    expect(filtersParam({ user_type: [], status: null, created_at: [] }, testFilters)).toBeUndefined();
    expect(filtersParam({ user_type: ['Beneficiary'], created_at: [] }, testFilters)).toBe(
      JSON.stringify([{ name: 'user_type', type: 'select', value: ['Beneficiary'] }]),
    );
  });

  it('should word the footer, with 0 for an empty page', () => {
    expect(showingText({ from: 1, to: 12, total: 30 })).toBe('Showing 1 to 12 of 30 entries');
    expect(showingText({ from: null, to: null, total: 0 })).toBe('Showing 0 to 0 of 0 entries');
    expect(showingText(undefined)).toBe('Showing 0 to 0 of 0 entries');
  });

  it('should round-trip the list state through the URL, leaving defaults out', () => {
    const state = {
      page: 2,
      itemsPerPage: 50,
      search: 'ada',
      sort: '-created_at',
      filters: {
        user_type: ['Agency Staff', 'TPA Staff'],
        status: 'active',
        created_at: ['2026-01-01', '2026-01-31'] as [string, string],
      },
    };
    const params = listStateToParams(state, testFilters);
    expect(params.toString()).toBe(
      'page=2&items_per_page=50&search=ada&sort=-created_at&user_type=Agency+Staff&user_type=TPA+Staff&status=active&created_at=2026-01-01..2026-01-31',
    );
    expect(parseListState(params, testFilters)).toEqual(state);
    expect(listStateToParams(DEFAULT_LIST_STATE, testFilters).toString()).toBe('');
    expect(DEFAULT_LIST_STATE.itemsPerPage).toBe(12);
  });

  it('should ignore malformed URL values and tell when the URL carries list state', () => {
    const params = new URLSearchParams('page=0&items_per_page=abc&created_at=2026-01-01&other=1');
    expect(parseListState(params, testFilters)).toEqual(DEFAULT_LIST_STATE);
    expect(carriesListState(new URLSearchParams('other=1'), testFilters)).toBe(false);
    expect(carriesListState(new URLSearchParams('user_type=Beneficiary'), testFilters)).toBe(true);
  });
});
