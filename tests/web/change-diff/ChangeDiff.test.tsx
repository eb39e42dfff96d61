import { render, screen, within } from '@testing-library/react';
import { ChangeDiff, type ChangeDiffProps } from '../../../src/web/components/change-diff/ChangeDiff';

const renderDiff = (changes: ChangeDiffProps['changes']) => render(<ChangeDiff changes={changes} />);

/** Each body row as [field, before, after] texts (Intl's narrow spaces read as spaces). */
function shownRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Changes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
        (cell.textContent ?? '').replace(/\s/g, ' '),
      ),
    );
}

const rowOf = (field: string) => screen.getByRole('row', { name: new RegExp(`^${field}`) });

describe('<ChangeDiff>', () => {
  it('should say so when an entry records no changes', () => {
    renderDiff(null);
    expect(screen.getByText('No field changes recorded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('should show one row of field, before and after per changed field, with readable field names', () => {
    renderDiff({ before: { first_name: 'Ada', tpa_id: 3 }, after: { first_name: 'Adaeze', tpa_id: 4 } });
    expect(
      within(screen.getByRole('table', { name: 'Changes' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(shownRows()).toEqual([
      ['First name', 'Ada', 'Adaeze'],
      ['TPA ID', '3', '4'],
    ]);
  });

  it('should leave out fields whose two sides are equal', () => {
    renderDiff({
      before: { email: 'a@example.org', status: 'active' },
      after: { email: 'a@example.org', status: 'inactive' },
    });
    expect(shownRows()).toEqual([['Status', 'active', 'inactive']]);
  });

  it('should tell a side that was not recorded from an empty value', () => {
    renderDiff({
      before: { phone: null, middle_name: '', roles: [] },
      after: { phone: '+234 800', middle_name: 'Ngozi', roles: ['Auditor'], email: 'new@example.org' },
    });
    expect(shownRows()).toEqual([
      ['Phone', 'empty', '+234 800'],
      ['Middle name', 'empty', 'Ngozi'],
      ['Roles', 'empty', '+ Auditor'],
      ['Email', '—', 'new@example.org'],
    ]);
    expect(within(rowOf('Email')).getByTitle('Not recorded')).toBeTruthy();
    expect(within(rowOf('Phone')).getByText('empty').tagName).toBe('EM');
  });

  it('should show a list as its items, marking the removed before and the added after', () => {
    renderDiff({
      before: { permissions: ['list users', 'view users', 'list roles'] },
      after: { permissions: ['list users', 'list roles', 'create roles'] },
    });
    const [before, after] = within(rowOf('Permissions')).getAllByRole('cell');
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['list users', '− view users', 'list roles']);
    expect(
      within(after)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['list users', 'list roles', '+ create roles']);
    expect(within(before).getByLabelText('view users (removed)')).toBeTruthy();
    expect(within(after).getByLabelText('create roles (added)')).toBeTruthy();
    expect(within(after).queryByLabelText(/list users \(/)).toBeNull();
  });

  it('should read named objects by name, flags as Yes/No and timestamps in agency time', () => {
    renderDiff({
      before: { roles: [{ id: 2, name: 'Auditor' }], remember: false, last_login_at: '2026-01-05T23:30:00Z' },
      after: {
        roles: [
          { id: 2, name: 'Auditor' },
          { id: 5, name: 'Role Manager' },
        ],
        remember: true,
        last_login_at: null,
      },
    });
    expect(shownRows()).toEqual([
      ['Roles', 'Auditor', 'Auditor+ Role Manager'],
      ['Remember', 'No', 'Yes'],
      // Lagos is UTC+1: 23:30 UTC is the next morning there.
      ['Last login at', 'Jan 6, 2026, 12:30 AM', 'empty'],
    ]);
  });

  it('should show a nested value that has no name as JSON', () => {
    renderDiff({ before: {}, after: { filters: { status: ['active'] } } });
    expect(shownRows()).toEqual([['Filters', '—', '{"status":["active"]}']]);
  });
});
