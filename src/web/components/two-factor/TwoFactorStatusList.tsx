import './two-factor-status.css';
import { Intent } from '@blueprintjs/core';
import { StaticTag } from '../StaticTag';
import type { ReactNode } from 'react';
import type { TwoFactorStatus } from '../../api/generated';

/** Whether sign-in asks for a second factor: an authenticator app or a passkey (recovery codes only back them up). */
export const secondFactorIsOn = (status: TwoFactorStatus) => status.authenticator || status.passkeys > 0;

/** Whether there is anything to remove: a factor, or recovery codes left over. */
export const hasAnyFactor = (status: TwoFactorStatus) => secondFactorIsOn(status) || status.recovery_codes_left > 0;

/** Which second factors a user has (the Security screen, the user view), as a dense list; never a secret. */
export function TwoFactorStatusList({ status }: { status: TwoFactorStatus }) {
  const on = secondFactorIsOn(status);
  const rows: [string, ReactNode][] = [
    [
      'Second factor',
      <StaticTag minimal intent={on ? Intent.SUCCESS : Intent.WARNING}>
        {on ? 'On' : 'Off'}
      </StaticTag>,
    ],
    ['Authenticator app', status.authenticator ? 'Set up' : 'Not set up'],
    ['Recovery codes left', String(status.recovery_codes_left)],
    ['Passkeys', String(status.passkeys)],
  ];
  return (
    <dl className="two-factor-status">
      {rows.map(([term, value]) => (
        <div key={term} className="two-factor-status-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
