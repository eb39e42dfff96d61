import { Button, Callout, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import {
  BookmarkIcon,
  EditIcon,
  FloppyDiskIcon,
  StarEmptyIcon,
  StarIcon,
  TickIcon,
  TrashIcon,
} from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  useDeleteListViewMutation,
  useSetDefaultListViewMutation,
  useUpdateListViewMutation,
  type ListView,
  type ListViewState,
} from '../../../api/generated';
import { ConfirmDialog } from '../../ConfirmDialog';
import { failureText } from '../../form/fieldErrors';
import { lazyPart } from '../../lazyPart';
import { useSignedInPermission, useSignedInUserId } from '../useSignedInUserId';
import type { SavedViews } from './useSavedViews';

// Saving or editing a view is occasional: its form loads when first opened, not with the list.
const SaveViewDialog = lazyPart(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog), {
  name: 'The view form',
  close: (props) => props.onClose(),
});

export interface SavedViewsMenuProps {
  views: SavedViews;
  /** What the list shows now, as a view keeps it. */
  current: () => ListViewState;
}

type Dialog = { kind: 'save' } | { kind: 'edit'; view: ListView } | { kind: 'delete'; view: ListView };

/** Who sees a view, in a menu item's label. */
const sharingOf = (view: ListView) =>
  view.visibility === 'everyone' ? 'Everyone' : view.visibility === 'role' ? (view.role?.name ?? 'A role') : '';

/**
 * The toolbar's "Views" (docs/lists.md, Saved views): the user's views and those shared with them,
 * each applied by a click or Enter; saving the current view, and for the view shown, saving its
 * changes, renaming or sharing it, making it the default and deleting it.
 */
export function SavedViewsMenu({ views, current }: SavedViewsMenuProps) {
  const userId = useSignedInUserId();
  const canShare = useSignedInPermission('share list views');
  const [dialog, setDialog] = useState<Dialog>();
  const [failure, setFailure] = useState<string>();
  const [update] = useUpdateListViewMutation();
  const [setDefault] = useSetDefaultListViewMutation();
  const [remove, removal] = useDeleteListViewMutation();
  const { active, list } = views;
  if (!list) return null;
  const own = views.views.filter((view) => view.owner.id === userId);
  const shared = views.views.filter((view) => view.owner.id !== userId);
  const ownsActive = active !== undefined && active.owner.id === userId;
  const isDefault = active !== undefined && active.id === views.defaultViewId;

  const run = async (call: Promise<{ data: unknown } | { error: FetchBaseQueryError | SerializedError }>) => {
    setFailure(undefined);
    const answer = await call;
    if ('error' in answer) setFailure(failureText(answer.error));
  };
  const item = (view: ListView, label: string) => (
    <MenuItem
      key={view.id}
      text={view.name}
      label={[label, view.id === views.defaultViewId ? 'Default' : ''].filter(Boolean).join(' · ')}
      icon={view.id === active?.id ? <TickIcon /> : undefined}
      onClick={() => views.apply(view)}
    />
  );
  const menu = (
    <Menu aria-label="Saved views">
      {own.length > 0 && <MenuDivider title="Your views" />}
      {own.map((view) => item(view, sharingOf(view)))}
      {shared.length > 0 && <MenuDivider title="Shared with you" />}
      {shared.map((view) => item(view, view.owner.name))}
      {views.views.length === 0 && <MenuItem disabled text="No saved views yet" />}
      <MenuDivider />
      <MenuItem icon={<FloppyDiskIcon />} text="Save current view…" onClick={() => setDialog({ kind: 'save' })} />
      {active && ownsActive && (
        <MenuItem
          icon={<FloppyDiskIcon />}
          text={`Save changes to “${active.name}”`}
          disabled={!views.changed}
          onClick={() =>
            void run(
              update({
                id: active.id,
                listViewUpdate: {
                  name: active.name,
                  state: current(),
                  visibility: active.visibility,
                  role_id: active.role?.id ?? null,
                  version: active.version,
                },
              }),
            )
          }
        />
      )}
      {active && ownsActive && (
        <MenuItem
          icon={<EditIcon />}
          text="Rename or share…"
          onClick={() => setDialog({ kind: 'edit', view: active })}
        />
      )}
      {active && (
        <MenuItem
          icon={isDefault ? <StarEmptyIcon /> : <StarIcon />}
          text={isDefault ? 'Stop opening the list with this view' : 'Open the list with this view'}
          onClick={() => void run(setDefault({ listViewDefault: { list, view_id: isDefault ? null : active.id } }))}
        />
      )}
      {active && ownsActive && (
        <MenuItem
          icon={<TrashIcon />}
          intent={Intent.DANGER}
          text={`Delete “${active.name}”…`}
          onClick={() => setDialog({ kind: 'delete', view: active })}
        />
      )}
    </Menu>
  );
  const title = active ? `View: ${active.name}${views.changed ? ' (changed)' : ''}` : 'Views';
  return (
    <>
      <PopoverNext content={menu} placement="bottom-start">
        <Button
          icon={<BookmarkIcon />}
          text={title}
          aria-label={`Saved views: ${active ? active.name : 'none shown'}`}
        />
      </PopoverNext>
      {failure && (
        <Callout intent={Intent.DANGER} role="alert" compact className="saved-views-failure">
          {failure}
        </Callout>
      )}
      {(dialog?.kind === 'save' || dialog?.kind === 'edit') && (
        <SaveViewDialog
          list={list}
          view={dialog.kind === 'edit' ? dialog.view : undefined}
          current={current()}
          canShare={canShare}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            // A new view is the one shown now; a renamed or (un)shared one stays as it is shown.
            if (dialog.kind === 'save') views.name(saved);
            setDialog(undefined);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={`Delete the view “${dialog?.kind === 'delete' ? dialog.view.name : ''}”?`}
        confirmText="Delete"
        intent={Intent.DANGER}
        busy={removal.isLoading}
        failure={removal.error && failureText(removal.error)}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void remove({ id: dialog.view.id }).then(({ error }) => {
            if (!error) {
              setDialog(undefined);
              views.leave();
            }
          });
        }}
      >
        Anyone it is shared with will no longer see it.
      </ConfirmDialog>
    </>
  );
}
