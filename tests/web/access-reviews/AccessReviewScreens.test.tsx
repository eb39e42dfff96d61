import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import { EvidenceExportAction } from '../../../src/web/features/access-reviews/EvidenceExportAction';
import { clickOption } from '../data-table/support/interactions';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { serviceCatalogue, sessionOf } from '../support/fixtures';
import { renderApp, renderWithStore } from '../support/renderApp';
import { bodiesOf, campaign, reviewBackend } from './reviewBackend';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('<AccessReviewsScreen>', () => {
  it('should list each campaign with its scope, deadline, rule, status and progress, and offer "Start a review"', async () => {
    fetchStub = reviewBackend({
      'GET /api/access-reviews': () =>
        json(200, {
          access_reviews: [
            campaign(),
            campaign({
              id: 3,
              name: 'Everyone who may update users',
              scope: { kind: 'permission', permission: 'update users' },
              scope_label: 'update users',
              deadline_rule: 'keep',
              status: 'closed',
              decided: 4,
              total: 4,
            }),
          ],
        }),
    });
    renderApp(['/agency-panel/access-reviews']);
    const table = await screen.findByRole('table', { name: 'Access reviews' });
    expect(bodyRows(table).map(cellsOf)).toEqual([
      [
        'Q3 review of Sterling Health',
        'TPA: Sterling Health',
        'Dec 31, 2030, 11:59 PM',
        'Revoke the undecided',
        'Open',
        '3 of 5 decided',
      ],
      [
        'Everyone who may update users',
        'Permission: update users',
        'Dec 31, 2030, 11:59 PM',
        'Keep the undecided',
        'Closed',
        '4 of 4 decided',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'Q3 review of Sterling Health' }).getAttribute('href')).toBe(
      '/agency-panel/access-reviews/4',
    );
    expect(screen.getByRole('link', { name: 'Start a review' }).getAttribute('href')).toBe(
      '/agency-panel/access-reviews/create',
    );
  });
});

describe('<AccessReviewViewScreen>', () => {
  it("should show each reviewer's progress, decided of total, and close the campaign after a confirm step", async () => {
    let closed = false;
    fetchStub = reviewBackend({
      'GET /api/access-reviews/4': () =>
        json(200, closed ? campaign({ status: 'closed', closed_at: '2026-11-29T10:00:00.000Z' }) : campaign()),
      'POST /api/access-reviews/4/close': () => {
        closed = true;
        return json(200, campaign({ status: 'closed', closed_at: '2026-11-29T10:00:00.000Z' }));
      },
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/4']);
    const reviewers = await screen.findByRole('table', { name: 'Reviewers' });
    expect(bodyRows(reviewers).map(cellsOf)).toEqual([
      ['Ngozi Eze', 'ngozi.eze@nhia.example', '3 of 3 decided'],
      ['Tunde Bakare', 'tunde.bakare@nhia.example', '0 of 2 decided'],
    ]);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('3 of 5 decided')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close the review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Q3 review of Sterling Health?' });
    expect(
      within(dialog).getByText(
        '2 people undecided will keep their roles: the rule for the deadline is not applied. Reviewers can decide nothing more.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close the review' }));
    expect(await screen.findByText('Closed Q3 review of Sterling Health.')).toBeTruthy();
    expect(fetchStub.calls()).toContain('POST /api/access-reviews/4/close');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close the review' })).toBeNull());
    expect(within(details).getByText('Closed')).toBeTruthy();
  });
});

describe('<AccessReviewViewScreen> past its deadline', () => {
  it('should offer no Close once the deadline has passed: the rule closes it', async () => {
    fetchStub = reviewBackend({
      'GET /api/access-reviews/4': () => json(200, campaign({ deadline: '2026-01-31T22:59:59.000Z' })),
    });
    renderApp(['/agency-panel/access-reviews/4']);
    await screen.findByRole('table', { name: 'Reviewers' });
    expect(screen.getByRole('button', { name: 'Export evidence' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close the review' })).toBeNull();
  });
});

describe('<AccessReviewViewScreen> evidence', () => {
  const EXPORT_CALL = 'GET /api/access-reviews/4/export';
  const closedCampaign = { status: 'closed', closed_at: '2026-11-29T10:00:00.000Z' } as const;
  const exportQueries = () =>
    fetchStub.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/access-reviews/4/export')
      .map((url) => Object.fromEntries(url.searchParams));
  const batchesOffered = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('combobox', { name: 'Batch' }))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("should queue the campaign's evidence through its export call and answer as every export does, leading to My exports", async () => {
    fetchStub = reviewBackend({ [EXPORT_CALL]: () => json(202, { id: 12, status: 'queued' }) });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/4']);
    await screen.findByRole('table', { name: 'Reviewers' });
    await user.click(screen.getByRole('button', { name: 'Export evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request export data' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'File name' }).value).toBe(
      'access-review-4-evidence',
    );
    expect(batchesOffered(dialog)).toEqual(['Batch 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    const notice = (await screen.findByText('Export Request Submitted')).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'Open My exports' }).getAttribute('href')).toBe(
      '/agency-panel/exports',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request export data' })).toBeNull());
    expect(exportQueries()).toEqual([{ batch: '1', export_file_name: 'access-review-4-evidence.xlsx' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should alert "export failed" when the server refuses the export, and say nothing was submitted', async () => {
    fetchStub = reviewBackend({ [EXPORT_CALL]: () => json(429, { message: 'Too many exports are waiting.' }) });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/4']);
    await screen.findByRole('table', { name: 'Reviewers' });
    await user.click(screen.getByRole('button', { name: 'Export evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request export data' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('export failed')).toBeTruthy();
    expect(screen.queryByText('Export Request Submitted')).toBeNull();
  });

  it('should offer no Close on a closed campaign, and still export its evidence, a batch each 50,000 people', async () => {
    const closed = campaign({ ...closedCampaign, decided: 100_001, total: 100_001 });
    fetchStub = reviewBackend({ 'GET /api/access-reviews/4': () => json(200, closed) });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/4']);
    await screen.findByRole('table', { name: 'Reviewers' });
    expect(screen.queryByRole('button', { name: 'Close the review' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request export data' });
    expect(batchesOffered(dialog)).toEqual(['Batch 1', 'Batch 2', 'Batch 3']);
  });
});

describe('<EvidenceExportAction>', () => {
  /** Whether "Export evidence" shows once GET /api/user has answered with these permissions. */
  async function offeredTo(permissions: Permission[]) {
    fetchStub = stubFetch({ 'GET /api/user': () => json(200, sessionOf({ permissions })) });
    const { store } = renderWithStore(<EvidenceExportAction review={campaign()} onSubmitted={() => undefined} />);
    const userQuery = enhancedApi.endpoints.getCurrentUser.select();
    await waitFor(() => expect(userQuery(store.getState()).status).toBe('fulfilled'));
    return screen.queryByRole('button', { name: 'Export evidence' }) !== null;
  }

  it('should show to a holder of "manage access reviews", whom the export call lets in', async () => {
    expect(await offeredTo(['manage access reviews'])).toBe(true);
  });

  it('should not show to anyone else', async () => {
    expect(await offeredTo(['list users', 'update users'])).toBe(false);
  });
});

describe('<AccessReviewCreateScreen>', () => {
  const created = () => json(201, campaign({ id: 9, name: 'Auditors, Q4', decided: 0, total: 3 }));

  it('should start a review of a role picked by name, until the end of the chosen day in Lagos, and open it', async () => {
    fetchStub = reviewBackend({
      'GET /api/roles/options': () => json(200, { options: [{ item_text: 'Auditor', item_value: 6 }] }),
      'POST /api/access-reviews': created,
      'GET /api/access-reviews/9': created,
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/access-reviews/create']);
    await screen.findByRole('heading', { name: 'Start a review' });
    await user.type(screen.getByLabelText(/^Name/), 'Auditors, Q4');
    await user.selectOptions(screen.getByLabelText(/^Scope/), 'role');
    await user.click(screen.getByLabelText(/^Role/));
    await clickOption(user, 'Auditor');
    await user.type(screen.getByLabelText(/^Deadline/), '2030-02-28');
    await user.selectOptions(screen.getByLabelText(/^At the deadline/), 'revoke');
    await user.click(screen.getByRole('button', { name: 'Start the review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/access-reviews/9'));
    expect(await bodiesOf(fetchStub, 'POST /api/access-reviews')).toEqual([
      {
        name: 'Auditors, Q4',
        scope: { kind: 'role', id: 6 },
        deadline: '2030-02-28T23:59:59+01:00',
        deadline_rule: 'revoke',
      },
    ]);
    expect(await screen.findByText('Started Auditors, Q4: 3 people for 2 reviewers to review.')).toBeTruthy();
  });

  it("should check the form by the contract's schema: every blank choice at once, in the form's order", async () => {
    // The server is asked too (askServerWhenRefused) but does not answer here: what shows is the browser's.
    fetchStub = reviewBackend({ 'POST /api/access-reviews': () => new Promise<Response>(() => undefined) });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/create']);
    await screen.findByRole('heading', { name: 'Start a review' });
    await user.click(screen.getByRole('button', { name: 'Start the review' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Enter the campaign's name.",
      'Choose the kind of scope.',
      'Enter the deadline.',
      'Choose the rule for the undecided.',
    ]);
  });

  it("should show the server's message on the scope's value under the value's picker", async () => {
    fetchStub = reviewBackend({
      'POST /api/access-reviews': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'scope.user_type': ['Choose the user type to review.'] },
        }),
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/access-reviews/create']);
    await screen.findByRole('heading', { name: 'Start a review' });
    await user.type(screen.getByLabelText(/^Name/), 'Provider staff, Q4');
    await user.selectOptions(screen.getByLabelText(/^Scope/), 'user_type');
    await user.type(screen.getByLabelText(/^Deadline/), '2030-02-28');
    await user.selectOptions(screen.getByLabelText(/^At the deadline/), 'keep');
    await user.click(screen.getByRole('button', { name: 'Start the review' }));
    await waitFor(() =>
      expect(document.getElementById('access-review-scope_value-messages')?.textContent).toBe(
        'Choose the user type to review.',
      ),
    );
    const picker = screen.getByLabelText(/^User type/);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(picker);
    expect(await bodiesOf(fetchStub, 'POST /api/access-reviews')).toEqual([
      {
        name: 'Provider staff, Q4',
        scope: { kind: 'user_type' },
        deadline: '2030-02-28T23:59:59+01:00',
        deadline_rule: 'keep',
      },
    ]);
  });
});

describe('access reviews and the permission', () => {
  it.each<[string, Permission[]]>([
    ['/agency-panel/access-reviews', ['list users']],
    ['/agency-panel/access-reviews/create', ['list users']],
    ['/agency-panel/access-reviews/4', ['list users']],
    ['/agency-panel/my-reviews', ['list users']],
    ['/agency-panel/my-reviews/4', ['list users']],
  ])('should send a user without "manage access reviews" from %s to /select-service', async (address, permissions) => {
    fetchStub = reviewBackend({ 'GET /api/services': () => json(200, serviceCatalogue()) }, permissions);
    const { router } = renderApp([address]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-service'));
    expect(fetchStub.calls().filter((call) => call.includes('/api/access-reviews'))).toEqual([]);
  });

  const visibleSections = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Agency panel' });
    return within(nav)
      .queryAllByRole('link')
      .map((link) => link.textContent);
  };

  it('should list "Access reviews" and "My reviews" in the navigation to a holder of "manage access reviews"', async () => {
    fetchStub = reviewBackend();
    renderApp(['/agency-panel/my-reviews']);
    await screen.findByRole('table', { name: 'My reviews' });
    expect(await visibleSections()).toEqual(['Access reviews', 'My reviews']);
  });

  it('should list neither to a user without it', async () => {
    fetchStub = reviewBackend({ 'GET /api/tpas': () => json(500, { message: 'Not under test.' }) }, ['manage tpas']);
    renderApp(['/agency-panel/tpas']);
    await screen.findByRole('heading', { name: 'TPAs' });
    await waitFor(async () => expect(await visibleSections()).toEqual(['TPAs']));
  });
});
