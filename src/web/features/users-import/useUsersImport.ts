import { useState } from 'react';
import {
  useCommitUsersImportMutation,
  useDryRunUsersImportMutation,
  type UsersImportDryRun,
  type UsersImportFile,
  type UsersImportJob,
  type UsersImportMode,
} from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fileAsBase64 } from './importFile';
import { fittingMapping, matchColumns, type ColumnMapping } from './importFields';
import { mappingUsed, rememberedMappingOf } from './importMappingsSlice';
import { sortRefusal, type ImportRefusal } from './importRefusal';

/** A file chosen and its heading row; the bytes in base64 once they were needed. */
export interface ChosenFile {
  file: File;
  headings: string[];
  base64?: string;
}

export type ImportStep = 'file' | 'columns' | 'check' | 'import';

/** The dry run's answer with the very body it checked (the commit and the errors' file send it again). */
export interface CheckedFile {
  body: UsersImportFile;
  result: UsersImportDryRun;
}

/** The import's steps: the file, its columns (remembered per layout) and mode, the check, the commit. */
export function useUsersImport() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<ImportStep>('file');
  const [chosen, setChosen] = useState<ChosenFile>();
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [mode, setMode] = useState<UsersImportMode>('create_only');
  const [checked, setChecked] = useState<CheckedFile>();
  const [job, setJob] = useState<UsersImportJob>();
  const [refusal, setRefusal] = useState<ImportRefusal>({});
  const [dryRun, { isLoading: checking }] = useDryRunUsersImportMutation();
  const [commitImport, { isLoading: committing }] = useCommitUsersImportMutation();
  const rememberedMappings = useAppSelector((state) => state.importMappings.remembered);
  const [remembered, setRemembered] = useState(false);

  const refuse = (next: ImportRefusal) => {
    setRefusal(next);
    if (next.file) setStep('file');
  };

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
      mode,
    };
    const answer = await dryRun({ usersImportFile: body });
    if (answer.error) return refuse(sortRefusal(answer.error));
    setChecked({ body, result: answer.data });
    setStep('check');
  };

  /** The file checked, sent again to be imported: the job's progress is the next step. */
  const commit = async () => {
    if (!checked) return;
    setRefusal({});
    const answer = await commitImport({ usersImportFile: checked.body });
    if (answer.error) return refuse(sortRefusal(answer.error));
    setJob(answer.data);
    setStep('import');
  };

  return {
    step,
    chosen,
    mapping,
    setMapping,
    mode,
    setMode,
    checked,
    checking,
    job,
    committing,
    refusal,
    remembered,
    choose,
    check,
    commit,
    backTo: (to: ImportStep) => {
      setRefusal({});
      setStep(to);
    },
  };
}
