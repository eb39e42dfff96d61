import { useEffect, useRef, useState } from 'react';
import type { MergeChoice } from './ConflictMerge';

/** After a 409: the values someone else saved since the form opened, and their version. */
export interface TheirVersion<Values> {
  values: Values;
  version: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The merge of a conflict, field by field: the fields their version changed from the one opened
 * here; a field not edited here takes theirs, one edited here keeps what was typed until the user
 * chooses otherwise. Every choice is written into the form's values at once.
 */
export function useConflictMerge<Values extends object>(
  initial: Values,
  values: Values,
  setValues: (values: Values) => void,
  theirs: TheirVersion<Values> | undefined,
) {
  const [merge, setMerge] = useState<{ mine: Values; fields: (keyof Values & string)[] }>();
  const [choices, setChoices] = useState<Partial<Record<keyof Values, MergeChoice>>>({});
  const current = useRef(values);
  current.current = values;

  useEffect(() => {
    if (!theirs) return;
    const mine = current.current;
    const fields = (Object.keys(initial) as (keyof Values & string)[]).filter(
      (field) => !same(theirs.values[field], initial[field]),
    );
    const chosen = Object.fromEntries(
      fields.map((field) => [field, same(mine[field], initial[field]) ? 'theirs' : 'mine']),
    ) as Partial<Record<keyof Values, MergeChoice>>;
    setMerge({ mine, fields });
    setChoices(chosen);
    setValues({
      ...mine,
      ...Object.fromEntries(fields.filter((f) => chosen[f] === 'theirs').map((f) => [f, theirs.values[f]])),
    });
    // A new version of theirs (a second conflict) starts a new merge; nothing else does.
  }, [theirs?.version]);

  if (!merge || !theirs) return undefined;
  const choose = (field: keyof Values & string, choice: MergeChoice) => {
    setChoices((last) => ({ ...last, [field]: choice }));
    setValues({ ...current.current, [field]: choice === 'theirs' ? theirs.values[field] : merge.mine[field] });
  };
  return { fields: merge.fields, mine: merge.mine, theirs: theirs.values, choices, choose };
}
