import { MAX_ITEMS_PER_PAGE } from '../../../shared/constants';
import { useListPermissionsQuery } from '../../api/generated';
import { useSession } from '../../app/session';

/**
 * Whether the signed-in user may exempt an account from dormancy: the server lets only a holder
 * of every permission of the catalogue do it (user-lifecycle-fields.ts), so their permissions
 * are counted against the catalogue's, read as the role screens read it (one cached call). A
 * caller without 'list roles' holds less than all, and is not asked about.
 */
export function useMayExemptFromDormancy(): boolean {
  const held = new Set(useSession()?.permissions ?? []);
  const { total } = useListPermissionsQuery(
    { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE },
    { skip: !held.has('list roles'), selectFromResult: ({ data }) => ({ total: data?.pagination.total }) },
  );
  return total !== undefined && held.size >= total;
}
