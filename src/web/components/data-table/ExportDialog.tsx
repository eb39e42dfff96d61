import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { EXPORT_DIALOG_MAX_WIDTH_PX } from '../../../shared/constants';

export interface ExportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  noOfBatches: number;
  defaultFileName: string;
  exporting: boolean;
  /** The progress counter, 0–100 (docs/lists.md, Export progress). */
  progress: number;
  onSubmit: (fileName: string, batch: number) => void;
}

const batchNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** "Request export data", a file name, the e-mail note, "Batch n", Submit Request. */
export function ExportDialog(props: ExportDialogProps) {
  const { isOpen, onClose, noOfBatches, defaultFileName, exporting, progress, onSubmit } = props;
  const fileId = useId();
  const batchId = useId();
  const [fileName, setFileName] = useState(defaultFileName);
  const [batch, setBatch] = useState(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fileName, Math.min(batch, noOfBatches));
  };
  return (
    <Dialog
      title="Request export data"
      isOpen={isOpen}
      onClose={onClose}
      style={{ maxWidth: EXPORT_DIALOG_MAX_WIDTH_PX }}
    >
      <form onSubmit={submit}>
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="File name" labelFor={fileId}>
            <InputGroup id={fileId} value={fileName} onChange={(event) => setFileName(event.target.value)} />
          </FormGroup>
          <FormGroup label="Batch" labelFor={batchId}>
            <HTMLSelect id={batchId} value={batch} onChange={(event) => setBatch(Number(event.target.value))}>
              {batchNumbers(noOfBatches).map((n) => (
                <option key={n} value={n}>{`Batch ${n}`}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <p>Once your export is ready a download link will be emailed to you.</p>
          {exporting && (
            <div className="data-table-export-progress">
              <Spinner aria-label="Export progress" value={progress / 100} size={40} />
              <span>{`${progress}%`}</span>
            </div>
          )}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text="Submit Request"
              disabled={exporting || noOfBatches < 1 || fileName.trim() === ''}
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
