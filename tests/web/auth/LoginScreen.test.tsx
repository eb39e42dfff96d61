import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionOf, serviceCatalogue } from '../support/fixtures';
import { deferred, json, noContent, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import { storeSettled } from '../support/settled';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

/** Signed out until POST /login succeeds; `login` answers the sign-in attempt. */
function backend(login: FetchHandler) {
  let signedIn = false;
  fetchStub = stubFetch({
    'GET /api/user': () => (signedIn ? json(200, sessionOf()) : json(401, { message: 'Unauthenticated.' })),
    'GET /sanctum/csrf-cookie': () => noContent(),
    'POST /login': async (request) => {
      const answer = await login(request);
      signedIn = answer.status === 204;
      return answer;
    },
    'GET /api/services': () => json(200, serviceCatalogue()),
  });
}

async function submit(email = 'amina.bello@nhia.example', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The messages an input points at with aria-describedby. */
function describedMessages(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
}

describe('<LoginScreen>', () => {
  it('should fetch the csrf cookie, then post the credentials, then open /select-service', async () => {
    backend(() => noContent());
    const { router } = renderApp(['/']);
    await submit();
    await screen.findByRole('heading', { name: 'Select a service' });
    expect(router.state.location.pathname).toBe('/select-service');
    const calls = fetchStub.calls();
    expect(calls.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(calls.indexOf('POST /login'));
    const login = fetchStub.requests.find((r) => r.method === 'POST');
    expect(await login?.json()).toEqual({
      email: 'amina.bello@nhia.example',
      password: 'correct horse',
      remember: true,
    });
    expect(calls.filter((call) => call === 'GET /api/user')).toHaveLength(2);
  });

  it('should show 422 messages under their fields', async () => {
    backend(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          email: ['These credentials do not match our records.'],
          password: ['Enter your password.'],
        },
      }),
    );
    const { router, store } = renderApp(['/']);
    await submit();
    await waitFor(() => expect(describedMessages('Email')).toBe('These credentials do not match our records.'));
    expect(describedMessages('Password')).toBe('Enter your password.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
    // A failed sign-in changes no session: the user is not re-checked, the form keeps its state.
    await storeSettled(store);
    expect(fetchStub.calls().filter((call) => call === 'GET /api/user')).toHaveLength(1);
    expect(describedMessages('Email')).toBe('These credentials do not match our records.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'amina.bello@nhia.example');
  });

  it('should show the 429 message, which says how long to wait, at the email field', async () => {
    const message = 'Too many login attempts. Please try again in 42 seconds.';
    backend(() => json(429, { message, retry_after: 42 }));
    renderApp(['/']);
    await submit();
    await waitFor(() => expect(describedMessages('Email')).toBe(message));
    expect(describedMessages('Password')).toBe('');
  });

  it('should be busy while submitting: button loading, fields disabled', async () => {
    const answer = deferred<Response>();
    backend(() => answer.promise);
    renderApp(['/']);
    await submit();
    const button = screen.getByRole('button', { name: /Sign in(?! with a passkey)/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Password').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Remember me' }).hasAttribute('disabled')).toBe(true);
    answer.resolve(json(422, { message: 'Invalid.', errors: { email: ['Wrong.'] } }));
    await waitFor(() => expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(false));
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('should show an answer that belongs to no field in the summary above the form, unchanged, and focus it', async () => {
    backend(() => json(500, { message: 'Server Error' }));
    renderApp(['/']);
    await submit();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('listitem').textContent).toBe('Server Error');
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('should link to the password request screen', async () => {
    backend(() => noContent());
    renderApp(['/']);
    expect((await screen.findByRole('link', { name: 'Forgot your password?' })).getAttribute('href')).toBe(
      '/password/email',
    );
  });
});
