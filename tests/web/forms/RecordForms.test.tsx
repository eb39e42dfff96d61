import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userList } from '../data-table/support/users';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { describedText } from '../support/forms';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { tpa, tpaList } from '../organisations/support/organisations';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

function backend() {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/tpas': () => json(200, tpaList([])),
    'GET /api/tpas/4': () => json(200, tpa(4, { name: 'Sterling Health', version: 3 })),
    'GET /api/tpas/4/history': () => json(200, historyPage([])),
    'GET /api/users': () => json(200, userList([])),
    'POST /api/tpas': () => json(500, { message: 'Server error.' }),
  });
}

const sent = (method: string) => fetchStub.requests.filter((request) => request.method === method);

async function openTpaCreate() {
  backend();
  const user = userEvent.setup();
  const rendered = renderApp(['/agency-panel/tpas/create']);
  await screen.findByRole('heading', { name: 'Create TPA' }, { timeout: 10000 });
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

describe('every record form (the TPA form as the example)', () => {
  it('should show every mistake at once, at its field, in plain words from the contract, and send nothing', async () => {
    const { user } = await openTpaCreate();
    await fillWithFourMistakes(user);
    await user.click(screen.getByRole('button', { name: 'Create TPA' }));

    await waitFor(() => expect(describedText('Contact person')).toBe("Enter the contact person's name."));
    expect(describedText('NHIA registration code')).toBe(
      'Enter a valid registration code (letters, digits and / . _ - only, like NHIA/HMO/001).',
    );
    expect(describedText('Email')).toBe('Enter a valid email address (like name@example.com).');
    expect(describedText('Accreditation date')).toBe(
      'Enter a valid accreditation date (YYYY-MM-DD, today or earlier).',
    );
    for (const valid of ['Name', 'Phone', 'State', 'Address'])
      expect(screen.getByLabelText(valid).getAttribute('aria-invalid')).toBe('false');
    expect(sent('POST')).toHaveLength(0);
  });

  it('should sum the mistakes up for screen readers, each linking to its field, and focus the first', async () => {
    const { user } = await openTpaCreate();
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/tpas'));

    await router.navigate('/agency-panel/tpas/create');
    await screen.findByRole('heading', { name: 'Create TPA' }, { timeout: 10000 });
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
