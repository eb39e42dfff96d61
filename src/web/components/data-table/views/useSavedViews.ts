import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetListViewQuery, useListListViewsQuery, type ListView, type ListViewList } from '../../../api/generated';
import { carriesListState } from '../listUrl';
import type { ColumnLayout } from '../tablePreferencesSlice';
import type { FilterDefinition } from '../types';
import { paramsOfView, VIEW_PARAM, viewIdIn } from './viewState';

export interface SavedViewsOptions {
  /** The list whose views the table offers; none: no views. */
  list?: ListViewList;
  definitions: readonly FilterDefinition[];
  /** The page size this person chose on this list (what a view without one shows). */
  pageSize: number;
  /** Lays the columns out as a view keeps them (none: the list's own). */
  applyColumns: (columns: ColumnLayout | undefined) => void;
}

/** The URL without its page, for comparing what two addresses show. */
const shownBy = (params: URLSearchParams) => {
  const copy = new URLSearchParams(params);
  copy.delete('page');
  copy.sort();
  return copy.toString();
};

/**
 * A list's saved views (docs/lists.md, Saved views): the ones its user sees, the view the URL names
 * (`?view=<id>`), applying one, and how the list opens: a link's view, else the user's default
 * view, else (as before views) the filters saved with the route. Until that is known the table
 * waits (`opening`), so it never fetches a page it would at once replace.
 */
export function useSavedViews({ list, definitions, pageSize, applyColumns }: SavedViewsOptions) {
  const [params, setParams] = useSearchParams();
  const viewId = viewIdIn(params);
  const explicit = carriesListState(params, definitions);
  const all = useListListViewsQuery({ list: list ?? 'users' }, { skip: !list });
  const linked = useGetListViewQuery({ id: viewId ?? 0 }, { skip: !list || viewId === undefined || explicit });
  const [opening, setOpening] = useState(list !== undefined);
  const [linkRefused, setLinkRefused] = useState(false);

  /** Shows the view: its state in the URL (the saved filters stay those last applied), its columns. */
  const apply = useCallback(
    (view: ListView, { replace = false } = {}) => {
      applyColumns(view.state.columns);
      setParams(paramsOfView(view, definitions, pageSize), { replace });
    },
    [definitions, pageSize, applyColumns, setParams],
  );

  // The address of the view being opened: the table waits until the URL shows it, so its first call is the view's.
  const [awaited, setAwaited] = useState<string>();
  useEffect(() => {
    if (!opening) return;
    const open = (view: ListView) => {
      setAwaited(shownBy(paramsOfView(view, definitions, pageSize)));
      apply(view, { replace: true });
    };
    if (awaited !== undefined) {
      if (shownBy(params) === awaited) setOpening(false);
    } else if (explicit) {
      setOpening(false);
    } else if (viewId !== undefined) {
      if (linked.data) open(linked.data);
      // Not shared with this user, or deleted: said above the list, which shows as it would without the link.
      else if (linked.isError) {
        setLinkRefused(true);
        setParams(withoutView, { replace: true });
        setOpening(false);
      }
    } else if (!all.isLoading) {
      const chosen = all.data?.views.find((view) => view.id === all.data?.default_view_id);
      if (chosen) open(chosen);
      else setOpening(false);
    }
  }, [
    opening,
    awaited,
    params,
    explicit,
    viewId,
    linked.data,
    linked.isError,
    all,
    definitions,
    pageSize,
    apply,
    setParams,
  ]);

  const views = all.data?.views ?? [];
  const active = viewId === undefined ? undefined : (views.find((view) => view.id === viewId) ?? linked.data);
  const changed = useMemo(
    () => active !== undefined && shownBy(params) !== shownBy(paramsOfView(active, definitions, pageSize)),
    [active, params, definitions, pageSize],
  );
  return {
    list,
    views,
    defaultViewId: all.data?.default_view_id ?? null,
    active,
    /** Whether the list shows something else than the active view as saved. */
    changed,
    opening,
    linkRefused,
    dismissLinkRefusal: () => setLinkRefused(false),
    apply,
    /** The list, as shown, names this view (just saved from it). */
    name: (view: ListView) => setParams((current) => withView(current, view.id), { replace: true }),
    /** The list, as shown, names no view any more (it was deleted). */
    leave: () => setParams(withoutView, { replace: true }),
  };
}

function withView(params: URLSearchParams, id: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(VIEW_PARAM, String(id));
  return next;
}

function withoutView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(VIEW_PARAM);
  return next;
}

export type SavedViews = ReturnType<typeof useSavedViews>;
