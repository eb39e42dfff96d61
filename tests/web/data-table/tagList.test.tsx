import { screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { fitColumns } from './support/fit';
import { renderTable } from './support/renderTable';
import { userList, userRow } from './support/users';

const ROLES = ['Auditor', 'Claims Officer', 'Partner Relations Officer', 'Role Manager'].map((name, i) => ({
  id: i + 1,
  name,
}));

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  const rows = [userRow(1, { roles: ROLES }), userRow(2, { roles: ROLES.slice(0, 2) }), userRow(3, { roles: [] })];
  fetchStub = stubFetch({ 'GET /api/users': () => json(200, userList(rows)) });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const rolesCell = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[3];

async function ready() {
  const onRowOpen = jest.fn();
  const rendered = renderTable({ columns: fitColumns, onRowOpen });
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  return { ...rendered, onRowOpen };
}

describe('<TagList> in a multi-value cell', () => {
  it('should show the first two values as tags with their full names as titles, and "+n" for the rest', async () => {
    await ready();
    const cell = rolesCell('First1 Last1');
    const tags = within(cell).getAllByText(/./, { selector: '.bp6-tag .bp6-text-overflow-ellipsis' });
    expect(tags.map((tag) => tag.textContent)).toEqual(['Auditor', 'Claims Officer', '+2']);
    expect(tags[1].getAttribute('title')).toBe('Claims Officer');
    expect(within(cell).getByRole('button', { name: '+2 more roles' })).toBeTruthy();
  });

  it('should show every value when they fit the count, and "None" for no value', async () => {
    await ready();
    expect(rolesCell('First2 Last2').textContent).toBe('AuditorClaims Officer');
    expect(within(rolesCell('First2 Last2')).queryByRole('button')).toBeNull();
    expect(rolesCell('First3 Last3').textContent).toBe('None');
  });

  it('should open the rest in a popover on a click on "+n", without opening the row', async () => {
    const { user, onRowOpen } = await ready();
    await user.click(within(rolesCell('First1 Last1')).getByRole('button', { name: '+2 more roles' }));
    const rest = await waitFor(() => {
      const popover = document.querySelector('.data-table-tag-overflow');
      if (!popover) throw new Error('no popover yet');
      return popover as HTMLElement;
    });
    expect([...rest.querySelectorAll('.bp6-tag')].map((tag) => tag.textContent)).toEqual([
      'Partner Relations Officer',
      'Role Manager',
    ]);
    expect(
      within(rolesCell('First1 Last1')).getByRole('button', { name: '+2 more roles' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('should open the rest from the keyboard', async () => {
    const { user } = await ready();
    within(rolesCell('First1 Last1')).getByRole('button', { name: '+2 more roles' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.querySelector('.data-table-tag-overflow')?.textContent).toBe(
        'Partner Relations OfficerRole Manager',
      ),
    );
  });
});
