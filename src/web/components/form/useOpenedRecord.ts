import { useState } from 'react';

/** What an edit screen's detail query gives (a generated hook called with refetchOnMountOrArgChange). */
export interface LatestRecordQuery<Record> {
  data?: Record;
  fulfilledTimeStamp?: number;
  refetch: () => PromiseLike<{ data?: Record }>;
}

/**
 * The record an edit form works on: the version the server held when the screen opened (a
 * cached copy would only meet a 409), kept while the user edits even when the cache moves on,
 * and replaced only when the user chooses to reload it.
 */
export function useOpenedRecord<Record>(query: LatestRecordQuery<Record>) {
  const [openedAt] = useState(Date.now);
  const [opened, setOpened] = useState<Record>();
  const [reloading, setReloading] = useState(false);
  if (query.data && (query.fulfilledTimeStamp ?? 0) >= openedAt && !opened) setOpened(query.data);

  /** Reads the latest version into the form; false when it could not be read. */
  const reload = async (): Promise<boolean> => {
    setReloading(true);
    const fresh = await query.refetch();
    setReloading(false);
    if (fresh.data) setOpened(fresh.data);
    return Boolean(fresh.data);
  };
  return { opened, reloading, reload };
}
