import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { StaticTag } from '../StaticTag';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState } from 'react';
import type { SessionSummary } from '../../api/generated';
import { agencyTime } from '../agencyTime';
import { ConfirmDialog } from '../ConfirmDialog';
import { failureText } from '../form/fieldErrors';

export interface SessionsTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  sessions: readonly SessionSummary[];
  busy: boolean;
  /** Whose sessions, for the confirm step: "your" or "Ada Okafor's". */
  whose: string;
  /** Ends the session on the server; answers the failure, if any. */
  end(session: SessionSummary): Promise<{ error?: FetchBaseQueryError | SerializedError }>;
  /** After a session was ended (the current one signs out). */
  onEnded?(session: SessionSummary): void;
}

/** One line per session, the current one marked, each with "End session" after a confirm step. */
export function SessionsTable({ labelledBy, sessions, busy, whose, end, onEnded }: SessionsTableProps) {
  const [ending, setEnding] = useState<SessionSummary>();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async (session: SessionSummary) => {
    setWorking(true);
    const result = await end(session);
    setWorking(false);
    if (result.error) return setFailure(failureText(result.error));
    setEnding(undefined);
    onEnded?.(session);
  };

  return (
    <>
      <HTMLTable aria-labelledby={labelledBy} aria-busy={busy} compact striped className="sessions-table">
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">IP address</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last activity</th>
            <th scope="col">Second factor</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td>
                {session.device}
                {session.current && (
                  <>
                    {' '}
                    <StaticTag minimal intent={Intent.PRIMARY}>
                      This session
                    </StaticTag>
                  </>
                )}
              </td>
              <td>{session.ip_address ?? 'Unknown'}</td>
              <td>{agencyTime(session.signed_in_at)}</td>
              <td>{agencyTime(session.last_active_at)}</td>
              <td>{session.second_factor_used ? 'Used' : 'Not used'}</td>
              <td>
                <Button
                  size="small"
                  variant="outlined"
                  intent={Intent.DANGER}
                  text="End session"
                  aria-label={`End session: ${session.device}${session.current ? ' (this session)' : ''}`}
                  onClick={() => {
                    setFailure(undefined);
                    setEnding(session);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ConfirmDialog
        isOpen={ending !== undefined}
        title={ending?.current ? 'End this session and sign out?' : `End ${whose} session on ${ending?.device ?? ''}?`}
        confirmText="End session"
        intent={Intent.DANGER}
        busy={working}
        failure={failure}
        onConfirm={() => ending && void confirm(ending)}
        onCancel={() => setEnding(undefined)}
      >
        <p>
          {ending?.current
            ? 'You are signed out here at once.'
            : 'That browser is signed out at once, on its next request.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
