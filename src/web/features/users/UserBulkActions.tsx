import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import {
  useChangeUsersRoleMutation,
  useListRoleOptionsQuery,
  useSetUsersStatusMutation,
  type Option,
} from '../../api/generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import type { TableSelection } from '../../components/data-table';
import { usePaletteCommands } from '../../components/keyboard/paletteCommands';
import { useHasPermission } from '../../components/PermissionGate';
import { usersCount } from '../../components/usersCount';
import { BULK_ACTIONS, type BulkActionName, type BulkRequest } from './bulkActions';
import { OptionSuggest } from './OptionPickers';

/** The two bulk calls, as one "send this request" function and its busy flag. */
function useBulkCalls() {
  const [setUsersStatus, status] = useSetUsersStatusMutation();
  const [changeUsersRole, role] = useChangeUsersRoleMutation();
  const send = (request: BulkRequest) =>
    request.operation === 'setUsersStatus' ? setUsersStatus(request.arg) : changeUsersRole(request.arg);
  return { send, busy: status.isLoading || role.isLoading };
}

/**
 * Activate, Deactivate, Assign role and Remove role for the selected rows, each after a confirm
 * step that states the count. The list refetches itself (its tag is invalidated); the screen is
 * told how many users changed.
 */
export function UserBulkActions({
  selection,
  onDone,
}: {
  selection: TableSelection;
  onDone: (message: string) => void;
}) {
  const { send, busy } = useBulkCalls();
  const [chosen, setChosen] = useState<BulkActionName>();
  const [role, setRole] = useState<Option | null>(null);
  const [failure, setFailure] = useState<string>();
  const ids = selection.keys.map(Number);
  const action = chosen && BULK_ACTIONS[chosen];

  const open = (name: BulkActionName) => {
    setChosen(name);
    setRole(null);
    setFailure(undefined);
  };
  // The same actions in the command palette (docs/lists.md, Keyboard), for those who may make them.
  const mayUpdate = useHasPermission('update users');
  const count = ids.length;
  usePaletteCommands(
    useMemo(
      () =>
        mayUpdate && count > 0
          ? (Object.keys(BULK_ACTIONS) as BulkActionName[]).map((name) => ({
              id: `users-bulk-${name}`,
              text: `${BULK_ACTIONS[name].button} (${usersCount(count)} selected)`,
              run: () => open(name),
            }))
          : [],
      // `open` only sets state: the commands change with the count and the permission alone.
      [mayUpdate, count],
    ),
  );
  const confirm = async () => {
    if (!action) return;
    const result = await send(action.request(ids, role));
    if (result.error) return setFailure(failureText(result.error));
    onDone(action.done(result.data.updated, ids.length, role));
    selection.clear();
    setChosen(undefined);
  };

  if (ids.length === 0) return null;
  return (
    <>
      <ButtonGroup role="group" aria-label="Actions on the selected users">
        {(Object.keys(BULK_ACTIONS) as BulkActionName[]).map((name) => (
          <Button key={name} text={BULK_ACTIONS[name].button} onClick={() => open(name)} />
        ))}
      </ButtonGroup>
      <ConfirmDialog
        isOpen={action !== undefined}
        title={action?.question(ids.length) ?? ''}
        confirmText={action?.confirm(ids.length) ?? ''}
        intent={action?.intent}
        busy={busy}
        canConfirm={!action?.needsRole || role !== null}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(undefined)}
      >
        {action?.explanation && <p>{action.explanation}</p>}
        {action?.needsRole && (
          <FormGroup label="Role" labelFor="bulk-role">
            <OptionSuggest
              id="bulk-role"
              useOptions={useListRoleOptionsQuery}
              value={role}
              onChange={setRole}
              disabled={busy}
            />
          </FormGroup>
        )}
      </ConfirmDialog>
    </>
  );
}
