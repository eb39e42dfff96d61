import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userList } from '../data-table/support/users';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { tpa, tpaList } from '../organisations/support/organisations';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend(createTpa: FetchHandler = () => json(500, { message: 'Server error.' })) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/tpas': () => json(200, tpaList([])),
    'GET /api/tpas/4': () => json(200, tpa(4, { name: 'Sterling Health', version: 3 })),
    'GET /api/tpas/4/history': () => json(200, historyPage([])),
    'GET /api/users': () => json(200, userList([])),
    'POST /api/tpas': createTpa,
  });
}

const sent = (method: string) => fetchStub.requests.filter((request) => request.method === method);

async function openTpaCreate(createTpa?: FetchHandler) {
  backend(createTpa);
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/tpas/create']);
  await screen.findByRole('heading', { name: 'Create TPA' });
  return { user, ...rendered };
}

/** The TPA: a bad code, "x@" as email, no contact person and a future accreditation date. */
async function fillWithFourMistakes(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Hygeia HMO');
  await user.type(screen.getByLabelText('NHIA registration code'), 'NHIA TPA 10');
  await user.type(screen.getByLabelText('Email'), 'x@');
  await user.type(screen.getByLabelText('Phone'), '+2348031112222');
  await user.selectOptions(screen.getByLabelText('State'), 'Kano');
  await user.type(screen.getByLabelText('Accreditation date'), '2099-01-01');
  await user.type(screen.getByLabelText('Address'), '3 Bompai Road, Kano');
  await user.click(screen.getByRole('heading', { name: 'Create TPA' }));
}

/** The four mistakes' messages, by label: the browser's, and the server's for the same body. */
const browserFound = {
  'NHIA registration code': 'Enter a valid registration code (letters, digits and / . _ - only, like NHIA/HMO/001).',
  Email: 'Enter a valid email address (like name@example.com).',
  'Contact person': "Enter the contact person's name.",
  'Accreditation date': 'Enter a valid accreditation date (YYYY-MM-DD, today or earlier).',
};

/** What the server answers the body with four mistakes: the same four, by the same schema. */
const fourMistakesRefused = () =>
  json(422, {
    message: browserFound['NHIA registration code'],
    errors: {
      code: [browserFound['NHIA registration code']],
      email: [browserFound.Email],
      contact_person: [browserFound['Contact person']],
      accreditation_date: [browserFound['Accreditation date']],
    },
  });

describe('every record form (the TPA form as the example)', () => {
  it('should show every mistake at once, at its field, in plain words from the contract, while the server is asked for its own rules', async () => {
    const answer = deferred<Response>();
    const { user } = await openTpaCreate(() => answer.promise);
    await fillWithFourMistakes(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    await waitFor(() => expect(describedText('Contact person')).toBe(browserFound['Contact person']));
    for (const [label, message] of Object.entries(browserFound)) expect(describedText(label)).toBe(message);
    for (const valid of ['Name', 'Phone', 'State', 'Address'])
      expect(screen.getByLabelText(valid).getAttribute('aria-invalid')).toBe('false');
    // Shown before the server answers; the same body goes to it for the rules only it can check.
    expect(sent('POST')).toHaveLength(1);
    expect(await sent('POST')[0].clone().json()).toMatchObject({ code: 'NHIA TPA 10', email: 'x@' });

    answer.resolve(fourMistakesRefused());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create TPA' })).toHaveProperty('disabled', false));
    for (const [label, message] of Object.entries(browserFound)) expect(describedText(label)).toBe(message);
  });

  it("should add the server's rules to the browser's findings in the same submit: a taken code beside a bad email and no contact person", async () => {
    const { user } = await openTpaCreate(() =>
      json(422, {
        message: 'Another TPA already uses this registration code. Enter a different code.',
        // Not in the form's order: the summary reads them in the form's.
        errors: {
          contact_person: ["Enter the contact person's name."],
          code: ['Another TPA already uses this registration code. Enter a different code.'],
          email: ['Enter a valid email address (like name@example.com).'],
        },
      }),
    );
    await user.type(screen.getByLabelText('Name'), 'Hygeia HMO');
    await user.type(screen.getByLabelText('NHIA registration code'), 'NHIA/HMO/001');
    await user.type(screen.getByLabelText('Email'), 'x@');
    await user.type(screen.getByLabelText('Phone'), '+2348031112222');
    await user.selectOptions(screen.getByLabelText('State'), 'Kano');
    await user.type(screen.getByLabelText('Address'), '3 Bompai Road, Kano');
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(within(summary).getByRole('heading').textContent).toBe('There are 3 problems to fix'));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#organisation-code', '#organisation-email', '#organisation-contact_person']);
    expect(describedText('NHIA registration code')).toBe(
      'Another TPA already uses this registration code. Enter a different code.',
    );
    expect(describedText('Email')).toBe('Enter a valid email address (like name@example.com).');
    expect(describedText('Contact person')).toBe("Enter the contact person's name.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('NHIA registration code')));
    expect(sent('POST')).toHaveLength(1);
  });

  it('should sum the mistakes up for screen readers, each linking to its field, and focus the first', async () => {
    const { user } = await openTpaCreate(fourMistakesRefused);
    await fillWithFourMistakes(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('There are 4 problems to fix');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#organisation-code',
      '#organisation-email',
      '#organisation-contact_person',
      '#organisation-accreditation_date',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('NHIA registration code')));
    await user.click(within(summary).getByRole('link', { name: "Enter the contact person's name." }));
    expect(document.activeElement).toBe(screen.getByLabelText('Contact person'));
  });

  it("should keep the browser's findings when the server could not judge the body, its failure said above them", async () => {
    const { user } = await openTpaCreate(() =>
      json(503, { message: 'The service is unavailable; try again in a minute.' }),
    );
    await fillWithFourMistakes(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(within(summary).getByRole('heading').textContent).toBe('There are 5 problems to fix'));
    expect(within(summary).getByText('The service is unavailable; try again in a minute.')).toBeTruthy();
    for (const [label, message] of Object.entries(browserFound)) expect(describedText(label)).toBe(message);
  });

  it('should mark the fields the contract requires, and only those', async () => {
    await openTpaCreate();
    const marked = (label: string) => screen.getByLabelText(label).closest('.required-field') !== null;
    for (const label of ['Name', 'NHIA registration code', 'Email', 'Phone', 'Contact person', 'State', 'Address']) {
      expect(marked(label)).toBe(true);
      expect(screen.getByLabelText(label)).toHaveProperty('required', true);
    }
    expect(marked('Accreditation date')).toBe(false);
  });

  it('should ask before a move to another screen throws away what was typed, and stay or leave as answered', async () => {
    const { user, router } = await openTpaCreate();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    // The list on the screen, not only in the router: a navigation renders as a Transition, the form
    // shown until the list is ready, and a "Create TPA" heading found then would be the old form's.
    await screen.findByRole('heading', { name: 'TPAs' });
    expect(router.state.location.pathname).toBe('/agency-panel/tpas');

    await router.navigate('/agency-panel/tpas/create');
    await screen.findByRole('heading', { name: 'Create TPA' });
    await user.type(screen.getByLabelText('Name'), 'Hygeia HMO');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/agency-panel/tpas/create');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Hygeia HMO');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave and discard changes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/tpas'));
  });

  it('should ask the browser to confirm closing the tab only while the form has unsaved changes', async () => {
    const { user } = await openTpaCreate();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Hygeia HMO');
    expect(closing()).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    expect(closing()).toBe(false);
  });
});
