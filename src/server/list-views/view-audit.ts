import type { ActivityEntry } from '../activity-log';
import { changedFields } from '../record-changes';
import type { ListViewRecord } from './view-records';

type Audit = Pick<ActivityEntry, 'action' | 'subject' | 'changes'>;

/**
 * What the activity log keeps of views (docs/lists.md, Saved views): what others see. Every
 * change of who sees a view ("shared", unsharing too), and the creation, change and deletion of a
 * view that is shared; a personal view concerns its owner alone, and its every column width would
 * bury the rest.
 */
const audited = (view: ListViewRecord) => ({
  name: view.name,
  list: view.list,
  visibility: view.visibility,
  role: view.role?.name ?? null,
  state: view.state,
});

const isShared = (view: ListViewRecord) => view.visibility !== 'personal';
const subjectOf = (view: ListViewRecord) => ({ type: 'list_view' as const, id: view.id, label: view.name });

export function auditOfCreated(view: ListViewRecord): Audit | undefined {
  if (!isShared(view)) return undefined;
  return { action: 'created', subject: subjectOf(view), changes: { before: {}, after: audited(view) } };
}

export function auditOfChange(before: ListViewRecord, after: ListViewRecord): Audit | undefined {
  const changes = changedFields(audited(before), audited(after));
  if (!changes || (!isShared(before) && !isShared(after))) return undefined;
  const sharingChanged = before.visibility !== after.visibility || before.role?.id !== after.role?.id;
  return { action: sharingChanged ? 'shared' : 'updated', subject: subjectOf(after), changes };
}

export function auditOfDeleted(view: ListViewRecord): Audit | undefined {
  if (!isShared(view)) return undefined;
  return { action: 'deleted', subject: subjectOf(view), changes: { before: audited(view), after: {} } };
}
