import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'yaml';
import { NIGERIAN_STATES, ORGANISATION_STATUSES } from '../../../src/shared/organisations';
import { openFilters, optionsOf, pickDays, sentFilters } from '../data-table/support/interactions';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ministry, ministryList, tpa, tpaList } from './support/organisations';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const sterling = tpa(4, { name: 'Sterling Health', state: 'Kano', accreditation_date: '2024-02-29', users_count: 3 });
const avon = tpa(6, { name: 'Avon HMO', status: 'suspended', accreditation_date: null, users_count: 0 });

function backend() {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions: ['manage tpas', 'manage ministries'] })),
    'GET /api/tpas': () => json(200, tpaList([sterling, avon])),
    'GET /api/ministries': () => json(200, ministryList([ministry(5, { name: 'Ministry of Health' })])),
  });
}

const queriesTo = (pathname: string) =>
  fetchStub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the TPA and ministry lists', () => {
  it('should list TPAs with their columns, a "Create TPA" button and each row\'s actions', async () => {
    backend();
    renderApp(['/agency-panel/tpas']);
    const table = await screen.findByRole('table', { name: 'TPAs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Code', 'State', 'Accreditation date', 'Status', 'Users', 'Created at', 'Actions']);
    const cells = within(rowOf('Sterling Health'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(2, 7)).toEqual(['Kano', 'Feb 29, 2024', 'active', '3', 'Jan 15, 2026']);
    expect(within(rowOf('Avon HMO')).getAllByRole('cell')[3].textContent).toBe('—');

    expect(screen.getByRole('link', { name: 'Create TPA' }).getAttribute('href')).toBe('/agency-panel/tpas/create');
    const row = rowOf('Sterling Health');
    expect(within(row).getByRole('link', { name: 'View Sterling Health' }).getAttribute('href')).toBe(
      '/agency-panel/tpas/4',
    );
    expect(within(row).getByRole('link', { name: 'Edit Sterling Health' }).getAttribute('href')).toBe(
      '/agency-panel/tpas/4/edit',
    );
    expect(within(row).getByRole('button', { name: 'Suspend Sterling Health' })).toBeTruthy();
    expect(within(rowOf('Avon HMO')).getByRole('button', { name: 'Reactivate Avon HMO' })).toBeTruthy();
    expect(queriesTo('/api/tpas')[0]).toEqual({ page: '1', items_per_page: '12' });
  });

  it("should open a TPA's view on a click on its row", async () => {
    backend();
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/tpas']);
    await waitFor(() => expect(rowOf('Sterling Health')).toBeTruthy());
    await user.click(within(rowOf('Sterling Health')).getByText('Kano'));
    expect(router.state.location.pathname).toBe('/agency-panel/tpas/4');
  });

  it('should search TPAs and filter them by status, state, accreditation date and created at', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/tpas']);
    expect(
      await screen.findByRole('searchbox', { name: 'Search by name, code, email, phone, contact person' }),
    ).toBeTruthy();
    const panel = await openFilters(user);
    expect(await optionsOf(user, 'Status')).toEqual([...ORGANISATION_STATUSES]);
    expect(await optionsOf(user, 'State')).toEqual([...NIGERIAN_STATES]);
    expect(within(panel).getByRole('button', { name: 'Accreditation date: Any date' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();

    const picker = await pickDays(user, 'Accreditation date', '10', '12');
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sentFilters(queriesTo('/api/tpas').at(-1) ?? {})).toEqual([
        {
          name: 'accreditation_date',
          type: 'date_range',
          value: [expect.stringMatching(/-10$/), expect.stringMatching(/-12$/)],
        },
      ]),
    );
  });

  it('should list ministries without the TPA columns, filtered by status and created at only', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/ministries']);
    const table = await screen.findByRole('table', { name: 'Ministries' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Code', 'Email', 'Status', 'Users', 'Created at', 'Actions']);
    expect(screen.getByRole('link', { name: 'Create ministry' }).getAttribute('href')).toBe(
      '/agency-panel/ministries/create',
    );
    const panel = await openFilters(user);
    expect(within(panel).queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Accreditation date/ })).toBeNull();
    expect(await optionsOf(user, 'Status')).toEqual(['active', 'suspended']);
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();
  });

  it("should keep the screens' lists of states and statuses equal to the contract's enums", () => {
    const contract = parse(readFileSync(path.resolve(__dirname, '../../../openapi/openapi.yaml'), 'utf8')) as {
      components: { schemas: Record<string, { enum: string[] }> };
    };
    expect([...NIGERIAN_STATES]).toEqual(contract.components.schemas.NigerianState.enum);
    expect([...ORGANISATION_STATUSES]).toEqual(contract.components.schemas.OrganisationStatus.enum);
  });
});
