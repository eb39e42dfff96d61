import { Alert, Button, Intent } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { lazyPart } from '../lazyPart';
import { withXlsxExtension } from './exportFileName';
import { useExportProgress } from './useExportProgress';

// The dialog loads when Export is first pressed, not with every list's first load.
const ExportDialog = lazyPart(() => import('./ExportDialog').then((m) => m.ExportDialog), {
  name: 'The export dialog',
  close: (props) => props.onClose(),
});

export interface ExportControlProps {
  /** Queues one batch under a file name ending in .xlsx: a list's export call, or a campaign's evidence; rejects if refused. */
  request: (exportFileName: string, batch: number) => Promise<unknown>;
  /** The button's words: "Export" unless given. */
  text?: string;
  noOfBatches: number;
  defaultFileName: string;
  /** The server took the request: the caller says so on the screen, without blocking it (ExportSubmittedNotice). */
  onSubmitted: () => void;
}

/**
 * The Export button, its dialog, and, when the request fails, the spec's "export failed" alert
 * (docs/lists.md, Export progress). A request taken is the caller's to announce (ExportSubmittedNotice).
 */
export function ExportControl(props: ExportControlProps) {
  const { request, text = 'Export', noOfBatches, defaultFileName, onSubmitted } = props;
  const [isOpen, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const progress = useExportProgress(exporting);

  const submit = async (fileName: string, batch: number) => {
    setExporting(true);
    try {
      await request(withXlsxExtension(fileName), batch);
      setOpen(false);
      onSubmitted();
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button icon={<ExportIcon />} text={text} onClick={() => setOpen(true)} />
      {isOpen && (
        <ExportDialog
          isOpen
          onClose={() => setOpen(false)}
          noOfBatches={noOfBatches}
          defaultFileName={defaultFileName}
          exporting={exporting}
          progress={progress}
          onSubmit={(fileName, batch) => void submit(fileName, batch)}
        />
      )}
      <Alert isOpen={failed} intent={Intent.DANGER} confirmButtonText="OK" onClose={() => setFailed(false)}>
        export failed
      </Alert>
    </>
  );
}
