import { Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import type { OrganisationStatus } from '../../api/generated';

const STATUS_INTENT: Record<OrganisationStatus, Intent> = {
  active: Intent.SUCCESS,
  suspended: Intent.DANGER,
};

export function OrganisationStatusTag({ status }: { status: OrganisationStatus }) {
  return <StaticTag intent={STATUS_INTENT[status]}>{status}</StaticTag>;
}
