import { Button, Dialog, Intent } from '@blueprintjs/core';
import { useRenamePasskeyMutation, type Passkey } from '../../api/generated';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';

const FIELDS = ['name'] as const;
const REQUIRED = requiredFields<{ name: string }, 'name'>({ name: 'Give the passkey a name, e.g. "Work laptop".' });

/**
 * Renames one passkey in a dialog (mounted afresh for each passkey): a blank name said here, the
 * server's 422 at the field, anything else in the summary. Not guarded: its Cancel discards on
 * purpose, and the Security screen's one guard is the new passkey's name (docs/forms.md).
 */
export function PasskeyRenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const save = useSaveErrors(FIELDS);
  const send = async (name: string) => {
    save.clear();
    const result = await rename({ passkey: passkey.id, passkeyName: { name } });
    if (result.error) save.fail(result.error);
    else onClose();
  };
  const form = useForm({
    initial: { name: passkey.name },
    busy: isLoading,
    errors: save.errors,
    onSubmit: ({ name }) => void send(name),
    idPrefix: 'passkey-new',
    fields: FIELDS,
    ...REQUIRED,
  });

  const actions = (
    <>
      <Button text="Cancel" onClick={onClose} disabled={isLoading} />
      <Button type="submit" intent={Intent.PRIMARY} text="Rename" loading={isLoading} />
    </>
  );
  return (
    <Dialog
      isOpen
      title={`Rename the passkey "${passkey.name}"`}
      onClose={isLoading ? undefined : onClose}
      canOutsideClickClose={!isLoading}
    >
      <FormFrame frame={form.frame} inDialog guard={false} actions={actions}>
        <TextField {...form.textField('name', 'Name')} autoFocus maxLength={100} />
      </FormFrame>
    </Dialog>
  );
}
