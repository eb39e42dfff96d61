import { Intent, ProgressBar } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import { useEffect, useMemo, useState } from 'react';

type StrengthModule = typeof import('../../../shared/password-strength');

/** Red while far off, amber while close, green once the policy's bar is met. */
function intentOf(score: number, minimum: number): Intent {
  if (score >= minimum) return Intent.SUCCESS;
  return score >= minimum - 2 ? Intent.WARNING : Intent.DANGER;
}

/**
 * How hard the password being typed is to guess, by the server policy's own estimator
 * (src/shared/password-strength.ts), with its advice until it is strong enough. The estimator
 * and its dictionaries (about a megabyte) load only here, so the sign-in screen stays light.
 */
export function PasswordStrengthMeter({ password, email }: { password: string; email: string }) {
  const [estimator, setEstimator] = useState<StrengthModule>();
  useEffect(() => {
    let mounted = true;
    void import('../../../shared/password-strength').then((loaded) => mounted && setEstimator(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  const strength = useMemo(
    () => (password && estimator ? estimator.passwordStrength(password, email.trim()) : undefined),
    [estimator, password, email],
  );

  return (
    <div className="password-strength" aria-live="polite">
      {strength && estimator && (
        <>
          <ProgressBar
            value={(strength.score + 1) / 5}
            intent={intentOf(strength.score, estimator.MIN_PASSWORD_SCORE)}
            animate={false}
            stripes={false}
            aria-label="Password strength"
            aria-valuetext={strength.label}
          />
          <p className="password-strength-verdict">
            Strength:{' '}
            <StaticTag minimal intent={intentOf(strength.score, estimator.MIN_PASSWORD_SCORE)}>
              {strength.label}
            </StaticTag>
            {strength.strongEnough ? ' — strong enough.' : ' — not strong enough yet.'}
          </p>
          {strength.advice.length > 0 && <p className="password-strength-advice">{strength.advice.join(' ')}</p>}
        </>
      )}
    </div>
  );
}
