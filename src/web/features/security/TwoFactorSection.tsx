import { Button, Callout, H2, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { describeFailure, toApiFailure, type ApiFailure } from '../../api/apiFailure';
import {
  useConfirmTwoFactorAuthenticationMutation,
  useDisableTwoFactorAuthenticationMutation,
  useEnableTwoFactorAuthenticationMutation,
  useGetMyTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
} from '../../api/generated';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { secondFactorIsOn, TwoFactorStatusList } from '../../components/two-factor/TwoFactorStatusList';
import { needsPasswordConfirmation, usePasswordConfirmation } from './PasswordConfirmation';
import { RecoveryCodesOnce } from './RecoveryCodesOnce';
import { TwoFactorEnrolment, type EnrolmentSecret } from './TwoFactorEnrolment';
import { useTwoFactorReads } from './twoFactorReads';

type Step = { kind: 'idle' } | { kind: 'enrolling'; secret: EnrolmentSecret } | { kind: 'codes'; codes: string[] };
type Notice = { intent: Intent; text: string };

const failureOf = (error: unknown): ApiFailure => toApiFailure(error as FetchBaseQueryError);

/**
 * The authenticator app and recovery codes (Laravel Fortify's routes), under the user's factors
 * as the server lists them: set-up is offered without an app, removal and new codes with one.
 * Refusals show the server's answer (409 already on, 404 none, 423 no recent second factor).
 */
export function TwoFactorSection() {
  const headingId = useId();
  const factors = useGetMyTwoFactorStatusQuery();
  const reads = useTwoFactorReads();
  const password = usePasswordConfirmation();
  const [enable] = useEnableTwoFactorAuthenticationMutation();
  const [confirmCode] = useConfirmTwoFactorAuthenticationMutation();
  const [disable] = useDisableTwoFactorAuthenticationMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<Notice>();
  const codeErrors = useSaveErrors(['code'] as const);
  const [busy, setBusy] = useState(false);

  /** Runs one action; a failure is shown above the section's content. */
  async function act(action: () => Promise<void>, onFailure?: (failure: ApiFailure) => boolean) {
    setBusy(true);
    setNotice(undefined);
    codeErrors.clear();
    try {
      await action();
    } catch (error) {
      const failure = failureOf(error);
      if (!onFailure?.(failure)) setNotice({ intent: Intent.DANGER, text: describeFailure(failure) });
    }
    setBusy(false);
  }

  // Adding a factor needs the password confirmed lately (428): asked in a dialog, then set-up goes on.
  const setUp = (): Promise<void> =>
    act(
      async () => {
        await enable().unwrap();
        setStep({ kind: 'enrolling', secret: await reads.enrolment() });
      },
      (failure) => {
        if (!needsPasswordConfirmation(failure)) return false;
        password.confirmThen(() => void setUp());
        return true;
      },
    );

  const confirm = (code: string) =>
    act(
      async () => {
        await confirmCode({ twoFactorCode: { code } }).unwrap();
        setStep({ kind: 'codes', codes: await reads.recoveryCodes() });
      },
      (failure) => {
        if (failure.status !== 422) return false;
        codeErrors.failWith(failure);
        return true;
      },
    );

  const remove = (done: Notice) =>
    act(async () => {
      await disable().unwrap();
      setStep({ kind: 'idle' });
      setNotice(done);
    });

  const newRecoveryCodes = () =>
    act(async () => {
      await regenerate().unwrap();
      setStep({ kind: 'codes', codes: await reads.recoveryCodes() });
    });

  return (
    <Section
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>Two-factor authentication</span>}
      titleRenderer={H2}
      compact
    >
      <SectionCard>
        <p>After your password, sign-in asks for a code from an authenticator app on your phone.</p>
        {notice && <Callout role="status" intent={notice.intent} title={notice.text} />}
        {step.kind === 'enrolling' && (
          <TwoFactorEnrolment
            secret={step.secret}
            busy={busy}
            errors={codeErrors.errors}
            confirm={(code) => void confirm(code)}
            cancel={() => void remove({ intent: Intent.NONE, text: 'Set-up cancelled.' })}
          />
        )}
        {step.kind === 'codes' && (
          <RecoveryCodesOnce
            codes={step.codes}
            done={() => {
              setStep({ kind: 'idle' });
              setNotice({ intent: Intent.SUCCESS, text: 'Two-factor authentication is on.' });
            }}
          />
        )}
        {factors.error && <Callout intent={Intent.WARNING} title={describeFailure(failureOf(factors.error))} />}
        {factors.isLoading && <Spinner aria-label="Loading your second factor" />}
        {step.kind === 'idle' && factors.data && (
          <>
            <TwoFactorStatusList status={factors.data} />
            {factors.data.authenticator ? (
              <p>
                <Button disabled={busy} onClick={() => void newRecoveryCodes()} text="New recovery codes" />{' '}
                <Button
                  intent={Intent.DANGER}
                  disabled={busy}
                  onClick={() => void remove({ intent: Intent.SUCCESS, text: 'Two-factor authentication is off.' })}
                  text="Remove"
                />
              </p>
            ) : (
              <p>
                <Button intent={Intent.PRIMARY} loading={busy} onClick={() => void setUp()}>
                  Set up an authenticator app
                </Button>
                {/* Recovery codes back up a passkey as much as an app. */}
                {secondFactorIsOn(factors.data) && (
                  <>
                    {' '}
                    <Button disabled={busy} onClick={() => void newRecoveryCodes()} text="New recovery codes" />
                  </>
                )}
              </p>
            )}
          </>
        )}
      </SectionCard>
      {password.dialog}
    </Section>
  );
}
