import { Intent, Tag } from '@blueprintjs/core';
import type { OrganisationStatus } from '../../api/generated';

const STATUS_INTENT: Record<OrganisationStatus, Intent> = {
  active: Intent.SUCCESS,
  suspended: Intent.DANGER,
};

export function OrganisationStatusTag({ status }: { status: OrganisationStatus }) {
  return <Tag intent={STATUS_INTENT[status]}>{status}</Tag>;
}
