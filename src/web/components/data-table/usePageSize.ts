import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { pageSizeChosen } from './pageSizesSlice';
import { useSignedInUserId } from './useSignedInUserId';

/**
 * The signed-in user's page size for this list, and how to remember a new one. The user is read
 * from the cached GET /api/user (every panel screen is behind the guard that asked for it); with
 * none, nothing is remembered.
 */
export function usePageSize(list: string) {
  const userId = useSignedInUserId();
  const remembered = useAppSelector((state) =>
    userId === undefined ? undefined : state.pageSizes.byUser[userId]?.[list],
  );
  const dispatch = useAppDispatch();
  const remember = useCallback(
    (itemsPerPage: number) => {
      if (userId !== undefined) dispatch(pageSizeChosen({ userId, list, itemsPerPage }));
    },
    [dispatch, userId, list],
  );
  return { remembered, remember };
}
