import { Alert, Button, Intent } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { ExportDialog } from './ExportDialog';
import { exportArgsOf } from './exportArgs';
import type { ListQueryArgs, UseLazyExportQuery } from './types';
import { useExportProgress } from './useExportProgress';

export interface ExportControlProps {
  useLazyExportQuery: UseLazyExportQuery;
  /** The list shown: its filters, search and sort are exported. */
  listArgs: ListQueryArgs;
  noOfBatches: number;
  defaultFileName: string;
}

type Outcome = 'submitted' | 'failed';
const OUTCOME_TEXT: Record<Outcome, string> = { submitted: 'Export Request Submitted', failed: 'export failed' };

/** The Export button, its dialog, and its alert once the server has answered (docs/lists.md, Export progress). */
export function ExportControl({ useLazyExportQuery, listArgs, noOfBatches, defaultFileName }: ExportControlProps) {
  const [requestExport] = useLazyExportQuery();
  const [isOpen, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const progress = useExportProgress(exporting);

  const submit = async (fileName: string, batch: number) => {
    setExporting(true);
    try {
      await requestExport(exportArgsOf(listArgs, fileName, batch)).unwrap();
      setOpen(false);
      setOutcome('submitted');
    } catch {
      setOutcome('failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button icon={<ExportIcon />} text="Export" onClick={() => setOpen(true)} />
      <ExportDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        noOfBatches={noOfBatches}
        defaultFileName={defaultFileName}
        exporting={exporting}
        progress={progress}
        onSubmit={(fileName, batch) => void submit(fileName, batch)}
      />
      <Alert
        isOpen={outcome !== undefined}
        intent={outcome === 'failed' ? Intent.DANGER : Intent.SUCCESS}
        confirmButtonText="OK"
        onClose={() => setOutcome(undefined)}
      >
        {outcome && OUTCOME_TEXT[outcome]}
      </Alert>
    </>
  );
}
