import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import {
  useCreateListViewMutation,
  useListRoleOptionsQuery,
  useSetDefaultListViewMutation,
  useUpdateListViewMutation,
  type ListView,
  type ListViewList,
  type ListViewState,
  type ListViewVisibility,
} from '../../../api/generated';
import { useSaveErrors } from '../../form/useSaveErrors';

const FIELDS = ['name', 'visibility', 'role_id'] as const;

export interface SaveViewDialogProps {
  list: ListViewList;
  /** The view renamed or (un)shared; none: the current view saved as a new one. */
  view?: ListView;
  /** What the list shows now (a new view keeps it; an edit keeps the view's own). */
  current: ListViewState;
  /** Whether the user may share ("share list views"); otherwise a view stays theirs alone. */
  canShare: boolean;
  onSaved: (view: ListView) => void;
  onClose: () => void;
}

/** Names the current view and says who sees it (docs/lists.md, Saved views); an edit renames or (un)shares one. */
export function SaveViewDialog({ list, view, current, canShare, onSaved, onClose }: SaveViewDialogProps) {
  const [name, setName] = useState(view?.name ?? '');
  const [visibility, setVisibility] = useState<ListViewVisibility>(view?.visibility ?? 'personal');
  const [roleId, setRoleId] = useState<number | undefined>(view?.role?.id);
  const [asDefault, setAsDefault] = useState(false);
  const [create, created] = useCreateListViewMutation();
  const [update, updated] = useUpdateListViewMutation();
  const [setDefault] = useSetDefaultListViewMutation();
  const roles = useListRoleOptionsQuery({}, { skip: !canShare });
  const errors = useSaveErrors(FIELDS);
  const busy = created.isLoading || updated.isLoading;
  const ids = { name: useId(), role: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const sharing = { visibility, role_id: visibility === 'role' ? (roleId ?? null) : null };
    const saving = view
      ? update({ id: view.id, listViewUpdate: { name, state: view.state, ...sharing, version: view.version } })
      : create({ listViewInput: { list, name, state: current, ...sharing } });
    const answer = await saving;
    if (answer.error) return errors.fail(answer.error);
    if (asDefault) await setDefault({ listViewDefault: { list, view_id: answer.data.id } });
    onSaved(answer.data);
  };
  const fieldError = (field: (typeof FIELDS)[number]) => errors.errors.fields[field]?.join(' ');
  const sharingLocked = !canShare && view?.visibility === 'personal';

  return (
    <Dialog isOpen title={view ? 'Rename or share view' : 'Save view'} onClose={busy ? undefined : onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup
            label="Name"
            labelFor={ids.name}
            intent={fieldError('name') ? Intent.DANGER : Intent.NONE}
            helperText={fieldError('name')}
          >
            <InputGroup
              id={ids.name}
              value={name}
              maxLength={80}
              autoFocus
              required
              onChange={(e) => setName(e.target.value)}
            />
          </FormGroup>
          {sharingLocked || (!canShare && !view) ? (
            <p>Only you will see it. Sharing views needs the “share list views” permission.</p>
          ) : (
            <RadioGroup
              label="Who sees it"
              selectedValue={visibility}
              onChange={(e) => setVisibility(e.currentTarget.value as ListViewVisibility)}
            >
              <Radio value="personal" label="Only me" />
              <Radio value="role" label="People holding a role" disabled={!canShare} />
              <Radio value="everyone" label="Everyone who may open this list" disabled={!canShare} />
            </RadioGroup>
          )}
          {visibility === 'role' && (
            <FormGroup
              label="Role"
              labelFor={ids.role}
              intent={fieldError('role_id') ? Intent.DANGER : Intent.NONE}
              helperText={fieldError('role_id') ?? 'You may share only with a role that holds no permission you lack.'}
            >
              <HTMLSelect
                id={ids.role}
                value={roleId ?? ''}
                onChange={(e) => setRoleId(e.target.value === '' ? undefined : Number(e.target.value))}
                options={[
                  { label: 'Choose a role…', value: '' },
                  ...(roles.data?.options ?? []).map((o) => ({ label: o.item_text, value: Number(o.item_value) })),
                ]}
              />
            </FormGroup>
          )}
          {fieldError('visibility') && <Callout intent={Intent.DANGER}>{fieldError('visibility')}</Callout>}
          {!view && (
            <Checkbox label="Open this list with it" checked={asDefault} onChange={() => setAsDefault((on) => !on)} />
          )}
          {errors.conflict && (
            <Callout intent={Intent.WARNING} role="alert">
              This view was changed elsewhere since you opened the menu. Close this and open the menu again.
            </Callout>
          )}
          {errors.errors.form && (
            <Callout intent={Intent.DANGER} role="alert">
              {errors.errors.form.join(' ')}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={busy} />
              <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
