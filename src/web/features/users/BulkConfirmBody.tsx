import { FormGroup } from '@blueprintjs/core';
import { useListRoleOptionsQuery, type MatchingUsers, type Option } from '../../api/generated';
import type { BulkAction } from './bulkActions';
import { BulkTargetsSummary } from './BulkTargetsSummary';
import { OptionSuggest } from '../../components/OptionPickers';

/**
 * What a bulk action's confirm step shows: who it changes, why it asks, and the role to assign or
 * remove. Loaded when a bulk action is first chosen (UserBulkActions), not with the list.
 */
export default function BulkConfirmBody(props: {
  action: BulkAction;
  names: readonly string[];
  count: number;
  preview?: MatchingUsers;
  finding: boolean;
  deactivating: boolean;
  role: Option | null;
  onRole: (role: Option) => void;
  busy: boolean;
}) {
  const { action, names, count, preview, finding, deactivating, role, onRole, busy } = props;
  return (
    <>
      <BulkTargetsSummary names={names} count={count} preview={preview} finding={finding} deactivating={deactivating} />
      {action.explanation && <p>{action.explanation}</p>}
      {action.needsRole && (
        <FormGroup label="Role" labelFor="bulk-role">
          <OptionSuggest
            id="bulk-role"
            useOptions={useListRoleOptionsQuery}
            value={role}
            onChange={onRole}
            disabled={busy}
          />
        </FormGroup>
      )}
    </>
  );
}
