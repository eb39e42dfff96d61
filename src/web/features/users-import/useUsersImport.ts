import { useState } from 'react';
import { toApiFailure } from '../../api/apiFailure';
import { useDryRunUsersImportMutation, type UsersImportDryRun, type UsersImportFile } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fileAsBase64 } from './importFile';
import { fittingMapping, matchColumns, type ColumnMapping } from './importFields';
import { mappingUsed, rememberedMappingOf } from './importMappingsSlice';

/** A file chosen and its heading row; the bytes in base64 once they were needed. */
export interface ChosenFile {
  file: File;
  headings: string[];
  base64?: string;
}

export type ImportStep = 'file' | 'columns' | 'check';

/** The dry run's answer with the very body it checked (the commit and the errors' file send it again). */
export interface CheckedFile {
  body: UsersImportFile;
  result: UsersImportDryRun;
}

/** Where a refused dry run sends the person: the file's problems to the file step, the mapping's to its field. */
interface Refusal {
  file?: string;
  mapping?: Partial<Record<string, string[]>>;
  other?: string;
}

/** The server's refusal of a dry run, sorted by the step that can fix it (docs/records.md, Importing users). */
function sortRefusal(error: Parameters<typeof toApiFailure>[0]): Refusal {
  const failure = toApiFailure(error);
  const errors = failure.body?.errors ?? {};
  const mapping = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('mapping.'))
      .map(([key, messages]) => [key.slice('mapping.'.length), messages]),
  );
  const file = Object.entries(errors)
    .filter(([key]) => key === 'file' || key === 'file_name')
    .flatMap(([, messages]) => messages);
  if (failure.status === 413 || file.length > 0) return { file: file.join(' ') || failure.body?.message };
  if (Object.keys(mapping).length > 0) return { mapping };
  return { other: failure.body?.message ?? 'The server could not be reached. Try again.' };
}

/** The import's steps up to the dry run: the file, its columns (remembered per layout), the check. */
export function useUsersImport() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<ImportStep>('file');
  const [chosen, setChosen] = useState<ChosenFile>();
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [checked, setChecked] = useState<CheckedFile>();
  const [refusal, setRefusal] = useState<Refusal>({});
  const [dryRun, { isLoading: checking }] = useDryRunUsersImportMutation();
  const rememberedMappings = useAppSelector((state) => state.importMappings.remembered);
  const [remembered, setRemembered] = useState(false);

  /** A new file: the mapping this layout had last time, else the columns whose headings name the fields. */
  const choose = (next: ChosenFile) => {
    const before = rememberedMappingOf(rememberedMappings, next.headings);
    setChosen(next);
    setMapping(before ? fittingMapping(before, next.headings) : matchColumns(next.headings));
    setRemembered(before !== undefined);
    setRefusal({});
    setChecked(undefined);
    setStep('columns');
  };

  const check = async () => {
    if (!chosen) return;
    dispatch(mappingUsed({ headings: chosen.headings, mapping }));
    setRefusal({});
    const base64 = chosen.base64 ?? (await fileAsBase64(chosen.file));
    setChosen({ ...chosen, base64 });
    const body: UsersImportFile = {
      file_name: chosen.file.name,
      file: base64,
      mapping: mapping as UsersImportFile['mapping'],
    };
    const answer = await dryRun({ usersImportFile: body });
    if (answer.error) {
      const sorted = sortRefusal(answer.error);
      setRefusal(sorted);
      if (sorted.file) setStep('file');
      return;
    }
    setChecked({ body, result: answer.data });
    setStep('check');
  };

  return {
    step,
    chosen,
    mapping,
    setMapping,
    checked,
    checking,
    refusal,
    remembered,
    choose,
    check,
    backTo: (to: ImportStep) => {
      setRefusal({});
      setStep(to);
    },
  };
}
