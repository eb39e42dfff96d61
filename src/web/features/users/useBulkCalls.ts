import {
  useChangeMatchingUsersRoleMutation,
  useChangeUsersRoleMutation,
  useSetMatchingUsersStatusMutation,
  useSetUsersStatusMutation,
} from '../../api/generated';
import type { BulkRequest } from './bulkActions';

/** The four bulk calls (by ids, by the list's query; status, role), as one "send this request" function and its busy flag. */
export function useBulkCalls() {
  const [setUsersStatus, status] = useSetUsersStatusMutation();
  const [changeUsersRole, role] = useChangeUsersRoleMutation();
  const [setMatchingUsersStatus, matchingStatus] = useSetMatchingUsersStatusMutation();
  const [changeMatchingUsersRole, matchingRole] = useChangeMatchingUsersRoleMutation();
  const send = (request: BulkRequest) => {
    switch (request.operation) {
      case 'setUsersStatus':
        return setUsersStatus(request.arg);
      case 'changeUsersRole':
        return changeUsersRole(request.arg);
      case 'setMatchingUsersStatus':
        return setMatchingUsersStatus(request.arg);
      case 'changeMatchingUsersRole':
        return changeMatchingUsersRole(request.arg);
    }
  };
  const busy = [status, role, matchingStatus, matchingRole].some((call) => call.isLoading);
  return { send, busy };
}
