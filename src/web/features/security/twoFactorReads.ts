import { generatedApi } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';

/**
 * One-off reads of the enrolment's QR code and secret and of new recovery codes: fetched
 * when shown, never from or into a cache subscription (reading the codes deletes them).
 */
export function useTwoFactorReads() {
  const dispatch = useAppDispatch();
  const once = { subscribe: false, forceRefetch: true } as const;
  return {
    enrolment: () =>
      Promise.all([
        dispatch(generatedApi.endpoints.showTwoFactorQrCode.initiate(undefined, once)).unwrap(),
        dispatch(generatedApi.endpoints.showTwoFactorSecretKey.initiate(undefined, once)).unwrap(),
      ]).then(([qr, secret]) => ({ svg: qr.svg, secretKey: secret.secret_key })),
    recoveryCodes: () =>
      dispatch(generatedApi.endpoints.showRecoveryCodes.initiate(undefined, once))
        .unwrap()
        .then((answer) => answer.recovery_codes),
  };
}
