import { Button, ButtonGroup } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useMemo, useState } from 'react';
import { usePreviewMatchingUsersQuery, type Option } from '../../api/generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import { lazyPart } from '../../components/lazyPart';
import type { TableSelection } from '../../components/data-table';
import { usePaletteCommands } from '../../components/keyboard/paletteCommands';
import { useHasPermission } from '../../components/PermissionGate';
import { usersCount } from '../../components/usersCount';
import { BULK_ACTIONS, tooManyMatching, type BulkActionName, type BulkTargets } from './bulkActions';
import { useBulkCalls } from './useBulkCalls';

// The confirm step's body (names, role picker) loads when a bulk action is first chosen, not with the list.
const BulkConfirmBody = lazyPart(() => import('./BulkConfirmBody').then((m) => m.default), {
  name: 'The list of users to change',
  loading: 'parent',
});

/** What a bulk change did: the words for it, and the change to undo (null: nothing changed). */
export interface BulkDone {
  message: string;
  bulkChangeId: number | null;
}

/**
 * Activate, Deactivate, Assign role and Remove role for the selected rows, or for every user the
 * list's query matches, each after a confirm step that names the first users and the count (the
 * server's preview, for every matching user). The list refetches itself (its tag is invalidated).
 */
export function UserBulkActions({
  selection,
  onDone,
}: {
  selection: TableSelection;
  onDone: (done: BulkDone) => void;
}) {
  const { send, busy } = useBulkCalls();
  const [chosen, setChosen] = useState<BulkActionName>();
  const [role, setRole] = useState<Option | null>(null);
  const [failure, setFailure] = useState<string>();
  const ids = selection.keys.map(Number);
  const action = chosen && BULK_ACTIONS[chosen];
  const { matching } = selection;
  // Asked afresh each time the confirm step opens, and again after a change (the users tag).
  const preview = usePreviewMatchingUsersQuery(
    matching && chosen
      ? { filters: matching.filters, searchString: matching.searchString, sort: matching.sort }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const count = matching ? (preview.data?.total ?? matching.total) : ids.length;

  const open = (name: BulkActionName) => {
    setChosen(name);
    setRole(null);
    setFailure(undefined);
  };
  // The same actions in the command palette (docs/lists.md, Keyboard), for those who may make them.
  const mayUpdate = useHasPermission('update users');
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
  const targets = (): BulkTargets | undefined => {
    if (!matching) return { ids };
    if (!preview.data || preview.isFetching) return undefined;
    const { total, fingerprint } = preview.data;
    return { matching: { filters: matching.filters, search_string: matching.searchString, total, fingerprint } };
  };
  const confirm = async () => {
    const to = targets();
    if (!action || !to) return;
    const result = await send(action.request(to, role));
    if (result.error) return setFailure(failureText(result.error));
    const { updated, skipped, bulk_change_id } = result.data;
    const left = skipped > 0 ? ` ${usersCount(skipped)} left as they are (beyond your permissions, or you).` : '';
    onDone({ message: `${action.done(updated, count - skipped, role)}${left}`, bulkChangeId: bulk_change_id });
    selection.clear();
    setChosen(undefined);
  };

  if (ids.length === 0 && !matching) return null;
  return (
    <>
      <ButtonGroup role="group" aria-label="Actions on the selected users">
        {(Object.keys(BULK_ACTIONS) as BulkActionName[]).map((name) => (
          <Button key={name} text={BULK_ACTIONS[name].button} onClick={() => open(name)} />
        ))}
      </ButtonGroup>
      {/* The whole step waits for its body, so it never opens without the names it will change. */}
      {action && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={action.question(count)}
            confirmText={action.confirm(count)}
            intent={action.intent}
            busy={busy || (matching !== undefined && preview.isFetching)}
            canConfirm={
              (!action.needsRole || role !== null) &&
              targets() !== undefined &&
              count > 0 &&
              !tooManyMatching(preview.data)
            }
            failure={failure}
            onConfirm={() => void confirm()}
            onCancel={() => setChosen(undefined)}
          >
            <BulkConfirmBody
              action={action}
              names={matching ? (preview.data?.names ?? []) : selection.labels}
              count={count}
              preview={matching ? preview.data : undefined}
              finding={matching !== undefined && !preview.data}
              deactivating={chosen === 'deactivate'}
              role={role}
              onRole={setRole}
              busy={busy}
            />
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
