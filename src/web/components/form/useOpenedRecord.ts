import { useState } from 'react';

/** What an edit screen's detail query gives (a generated hook called with refetchOnMountOrArgChange). */
export interface LatestRecordQuery<Record> {
  data?: Record;
  fulfilledTimeStamp?: number;
  refetch: () => PromiseLike<{ data?: Record }>;
}

/**
 * The record an edit form works on: the version the server held when the screen opened (a
 * cached copy would only meet a 409), kept while the user edits even when the cache moves on.
 * After a 409 the version saved over it is read as `theirs`, which the form merges field by
 * field; the next save is made on that version.
 */
export function useOpenedRecord<Record extends { version: number }>(query: LatestRecordQuery<Record>) {
  const [openedAt] = useState(Date.now);
  const [opened, setOpened] = useState<Record>();
  const [theirs, setTheirs] = useState<Record>();
  if (query.data && (query.fulfilledTimeStamp ?? 0) >= openedAt && !opened) setOpened(query.data);

  /** Reads the latest version, someone else's, for the form to show what they changed. */
  const readTheirs = async () => {
    const fresh = await query.refetch();
    if (fresh.data) setTheirs(fresh.data);
  };
  return { opened, theirs, readTheirs, version: (theirs ?? opened)?.version ?? 0 };
}
