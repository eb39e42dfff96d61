import { Alert, Button, Intent } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { exportArgsOf } from './exportArgs';
import type { ListQueryArgs, UseLazyExportQuery } from './types';
import { useExportProgress } from './useExportProgress';

// The dialog loads when Export is first pressed, not with every list's first load.
const ExportDialog = lazy(() => import('./ExportDialog').then((m) => ({ default: m.ExportDialog })));

export interface ExportControlProps {
  useLazyExportQuery: UseLazyExportQuery;
  /** The list shown: its filters, search and sort are exported. */
  listArgs: ListQueryArgs;
  noOfBatches: number;
  defaultFileName: string;
  /** The server took the request: the table says so beside the list, without blocking it (ExportSubmittedNotice). */
  onSubmitted: () => void;
}

/**
 * The Export button, its dialog, and, when the request fails, the spec's "export failed" alert
 * (docs/lists.md, Export progress). A request taken is the caller's to announce.
 */
export function ExportControl(props: ExportControlProps) {
  const { useLazyExportQuery, listArgs, noOfBatches, defaultFileName, onSubmitted } = props;
  const [requestExport] = useLazyExportQuery();
  const [isOpen, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const progress = useExportProgress(exporting);

  const submit = async (fileName: string, batch: number) => {
    setExporting(true);
    try {
      await requestExport(exportArgsOf(listArgs, fileName, batch)).unwrap();
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
      <Button icon={<ExportIcon />} text="Export" onClick={() => setOpen(true)} />
      {isOpen && (
        <Suspense fallback={null}>
          <ExportDialog
            isOpen
            onClose={() => setOpen(false)}
            noOfBatches={noOfBatches}
            defaultFileName={defaultFileName}
            exporting={exporting}
            progress={progress}
            onSubmit={(fileName, batch) => void submit(fileName, batch)}
          />
        </Suspense>
      )}
      <Alert isOpen={failed} intent={Intent.DANGER} confirmButtonText="OK" onClose={() => setFailed(false)}>
        export failed
      </Alert>
    </>
  );
}
