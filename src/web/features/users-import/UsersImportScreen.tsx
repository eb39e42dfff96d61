import './users-import.css';
import { H1 } from '@blueprintjs/core';
import { useRouteTitle } from '../../app/useRouteTitle';
import { ImportCheckStep } from './ImportCheckStep';
import { ImportColumnsStep } from './ImportColumnsStep';
import { ImportCommitAction } from './ImportCommitAction';
import { ImportFileStep } from './ImportFileStep';
import { ImportProgress } from './ImportProgress';
import { ImportSteps } from './ImportSteps';
import { useUsersImport } from './useUsersImport';

/**
 * Import users from a .csv or .xlsx file (docs/records.md, Importing users): choose the file,
 * match its columns to the fields and choose what happens to people already there, check every
 * row (nothing written), then import as a background job and follow its progress.
 */
export function UsersImportScreen() {
  const flow = useUsersImport();
  const { step, chosen, checked } = flow;
  return (
    <section className="screen users-import">
      <H1>{useRouteTitle()}</H1>
      <ImportSteps current={step} />
      {step === 'file' && <ImportFileStep problem={flow.refusal.file} onChosen={flow.choose} />}
      {step === 'columns' && chosen && (
        <ImportColumnsStep
          fileName={chosen.file.name}
          headings={chosen.headings}
          mapping={flow.mapping}
          remembered={flow.remembered}
          mode={flow.mode}
          onModeChange={flow.setMode}
          checking={flow.checking}
          refused={flow.refusal.mapping}
          failure={flow.refusal.other}
          onChange={flow.setMapping}
          onCheck={flow.check}
          onBack={() => flow.backTo('file')}
        />
      )}
      {step === 'check' && checked && (
        <ImportCheckStep
          checked={checked}
          mapping={flow.mapping}
          onChooseAgain={() => flow.backTo('file')}
          next={
            <ImportCommitAction
              checked={checked}
              mapping={flow.mapping}
              committing={flow.committing}
              refusal={flow.refusal}
              onCommit={flow.commit}
            />
          }
        />
      )}
      {step === 'import' && flow.job && <ImportProgress started={flow.job} mapping={flow.mapping} />}
    </section>
  );
}
