import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const RESET_URL = `/password/reset/abc123token?email=${encodeURIComponent('amina.bello@nhia.example')}`;

/** The reset screen, with the new password typed (the meter reads it as it is typed). */
async function typeNewPassword(password: string) {
  fetchStub = stubFetch({ 'GET /api/user': () => json(401, { message: 'Unauthenticated.' }) });
  const user = userEvent.setup();
  renderApp([RESET_URL]);
  const field = await screen.findByLabelText('New password', {});
  if (password) await user.type(field, password);
  return { user, field };
}

const meter = () => screen.queryByRole('progressbar', { name: 'Password strength' });
const verdict = () => document.querySelector('.password-strength-verdict')?.textContent;
const advice = () => document.querySelector('.password-strength-advice')?.textContent;

describe('<PasswordStrengthMeter> on the set-password screen', () => {
  it('should show nothing before anything is typed', async () => {
    await typeNewPassword('');
    expect(meter()).toBeNull();
  });

  it.each(['aaaaaaaaaaaa', 'P@ssw0rd1234', 'Summer2026!!'])(
    'should rate %j not strong enough and say what to do',
    async (password) => {
      await typeNewPassword(password);
      await waitFor(() =>
        expect(verdict()).toMatch(/^Strength: (Very weak|Weak|Fair|Good) — not strong enough yet\.$/),
      );
      expect(advice()).toMatch(/(Add|Avoid|Use|Capitalize) /);
      expect(Number(meter()?.getAttribute('aria-valuenow'))).toBeLessThan(100);
    },
  );

  it('should rate a long passphrase Strong, with a full green bar and no advice', async () => {
    await typeNewPassword('Quartz lantern meadow 4821');
    await waitFor(() => expect(verdict()).toBe('Strength: Strong — strong enough.'));
    expect(meter()?.getAttribute('aria-valuenow')).toBe('100');
    expect(meter()?.getAttribute('aria-valuetext')).toBe('Strong');
    expect(meter()?.className).toContain('bp6-intent-success');
    expect(advice()).toBeUndefined();
  });

  it('should follow the typing: a strong password cut short is rated again', async () => {
    const { user, field } = await typeNewPassword('Quartz lantern meadow 4821');
    await waitFor(() => expect(verdict()).toContain('Strong'));
    await user.clear(field);
    await user.type(field, '111111111111');
    await waitFor(() => expect(verdict()).toBe('Strength: Very weak — not strong enough yet.'));
    expect(meter()?.className).toContain('bp6-intent-danger');
  });
});
