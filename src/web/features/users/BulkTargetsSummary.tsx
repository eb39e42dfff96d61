import { Callout } from '@blueprintjs/core';
import { BULK_MATCHING_MAX_USERS } from '../../../shared/constants';
import type { MatchingUsers } from '../../api/generated';
import { usersCount } from '../../components/usersCount';
import { tooManyMatching } from './bulkActions';

/** How many names the confirm step lists before "and n more". */
export const NAMES_SHOWN = 5;

/**
 * Who a bulk action will change, in its confirm step: the first names and how many more; for
 * every matching user, also those it will leave as they are (beyond the caller, or the caller).
 */
export function BulkTargetsSummary({
  names,
  count,
  preview,
  finding = false,
  deactivating,
}: {
  names: readonly string[];
  count: number;
  /** The server's preview, when acting on every matching user. */
  preview?: MatchingUsers;
  /** Acting on every matching user and the preview has not answered yet: no names to show. */
  finding?: boolean;
  deactivating: boolean;
}) {
  if (finding) return <p role="status">{`Finding the ${count.toLocaleString('en-GB')} matching users…`}</p>;
  const more = count - Math.min(names.length, NAMES_SHOWN);
  const left = preview ? preview.beyond_authority + (deactivating && preview.includes_you ? 1 : 0) : 0;
  return (
    <>
      <ul className="bulk-targets" aria-label="Users to change">
        {names.slice(0, NAMES_SHOWN).map((name, i) => (
          <li key={`${i}-${name}`}>{name}</li>
        ))}
        {more > 0 && <li>{`and ${more.toLocaleString('en-GB')} more`}</li>}
      </ul>
      {tooManyMatching(preview) && (
        <Callout compact intent="danger">
          {`More than ${BULK_MATCHING_MAX_USERS.toLocaleString('en-GB')} users match: narrow the filters or the search and change them in parts.`}
        </Callout>
      )}
      {left > 0 && (
        <Callout compact intent="warning">
          {`${usersCount(left)} of them will be left as ${left === 1 ? 'is' : 'they are'}: ${leftReason(preview!, deactivating)}.`}
        </Callout>
      )}
    </>
  );
}

function leftReason(preview: MatchingUsers, deactivating: boolean): string {
  const you = deactivating && preview.includes_you ? 'you cannot deactivate yourself' : '';
  const beyond = preview.beyond_authority > 0 ? 'they hold permissions you do not have' : '';
  return [beyond, you].filter(Boolean).join('; ');
}
