import { Button, Callout, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { generatedApi, useGetMyTwoFactorStatusQuery, useLogoutMutation } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { secondFactorIsOn } from '../../components/two-factor/TwoFactorStatusList';
import { AuthLayout } from '../../components/AuthLayout';
import { PasskeysSection } from './PasskeysSection';
import { TwoFactorSection } from './TwoFactorSection';

export const ENROLMENT_REQUIRED =
  'Your role requires a second factor: set up an authenticator app or a passkey to continue.';

/**
 * Where a user whose role requires a second factor they lack is held after sign-in
 * (docs/security.md, Second factor required by role): the Security screen's authenticator app
 * and passkey sections, and sign-out. Once a factor is on (the recovery codes it made still
 * shown), Continue checks the session again and goes on to the services.
 */
export function SecondFactorEnrolmentScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const factors = useGetMyTwoFactorStatusQuery();
  const [logout, signingOut] = useLogoutMutation();
  const done = factors.data !== undefined && secondFactorIsOn(factors.data);

  const signOut = async () => {
    await logout();
    await navigate(paths.login);
  };
  const goOn = async () => {
    // The guard reads the session again: its user is no longer held at the enrolment.
    await dispatch(generatedApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    await navigate(paths.selectService);
  };

  return (
    <AuthLayout wide>
      {done ? (
        <Callout intent={Intent.SUCCESS} title="Your second factor is set up">
          Keep your recovery codes somewhere safe, then continue.
          <Button intent={Intent.PRIMARY} text="Continue" onClick={() => void goOn()} />
        </Callout>
      ) : (
        <Callout intent={Intent.WARNING} title={ENROLMENT_REQUIRED} />
      )}
      <TwoFactorSection />
      <PasskeysSection />
      <Button variant="minimal" text="Sign out" disabled={signingOut.isLoading} onClick={() => void signOut()} />
    </AuthLayout>
  );
}
