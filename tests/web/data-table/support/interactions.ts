import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the Filters panel and returns it once its fields (loaded when it first opens) are shown. */
export async function openFilters(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('region', { name: 'Filters' });
  await within(panel).findByRole('button', { name: 'Apply' });
  return panel;
}

/** Picks an option of the select filter named `label`, then closes its list. */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  const combobox = screen.getByRole('combobox', { name: label });
  const input = combobox instanceof HTMLInputElement ? combobox : within(combobox).getByRole('textbox');
  await user.click(input);
  await clickOption(user, option);
  await user.keyboard('{Escape}');
}

/** Clicks an open list's option (Blueprint listens on the menu item inside the option). */
export async function clickOption(user: UserEvent, name: string): Promise<void> {
  const option = await screen.findByRole('option', { name });
  await user.click(within(option).getByText(name));
}

/** The options a select filter offers: opens its list, reads it, closes it again. */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox instanceof HTMLInputElement ? combobox : within(combobox).getByRole('textbox'));
  const listbox = (await screen.findAllByRole('listbox')).at(-1);
  const options = listbox
    ? within(listbox)
        .queryAllByRole('option')
        .map((option) => option.textContent ?? '')
    : [];
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return options;
}

/**
 * Opens the date range picker of `label` and clicks two days of its first month (days 8–22:
 * the grid also shows neighbouring months' first and last days).
 */
export async function pickDays(user: UserEvent, label: string, first: string, last: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}:`) }));
  const picker = await screen.findByRole('dialog', { name: label });
  // The calendar is loaded when a picker first opens.
  const month = (await within(picker).findAllByRole('grid'))[0];
  await user.click(within(month).getByRole('gridcell', { name: first }));
  await user.click(within(month).getByRole('gridcell', { name: last }));
  return picker;
}

/** The JSON `filters` parameter decoded, or undefined when none was sent. */
export function sentFilters(query: Record<string, string>): unknown {
  return query.filters === undefined ? undefined : JSON.parse(query.filters);
}
