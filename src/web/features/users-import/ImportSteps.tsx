import type { ImportStep } from './useUsersImport';

const STEPS: { step: ImportStep; label: string }[] = [
  { step: 'file', label: 'Choose a file' },
  { step: 'columns', label: 'Match its columns' },
  { step: 'check', label: 'Check every row' },
  { step: 'import', label: 'Import' },
];

/** Where the import is: the steps in order, the current one marked for screen readers too. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const at = STEPS.findIndex(({ step }) => step === current);
  return (
    <ol className="users-import-steps" aria-label="Steps of the import">
      {STEPS.map(({ step, label }, index) => (
        <li
          key={step}
          aria-current={index === at ? 'step' : undefined}
          className={index < at ? 'users-import-step-done' : undefined}
        >
          {label}
        </li>
      ))}
    </ol>
  );
}
