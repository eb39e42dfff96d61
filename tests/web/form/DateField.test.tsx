import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from '../../../src/web/components/form/DateField';

const RANGE_MESSAGE = 'An accreditation date is between Jan 1, 1999 and today.';

/** A form holding one date field, with a Create button below it, reporting each value the form gets. */
function Harness({ initial = null, seen }: { initial?: string | null; seen: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DateField
        id="when"
        label="Accreditation date"
        hint="Never in the future"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        minDate={new Date(1999, 0, 1)}
        maxDate={new Date(2026, 10, 25)}
        outOfRange={RANGE_MESSAGE}
        disabled={false}
      />
      <button type="submit">Create</button>
      <p>Elsewhere on the page</p>
    </form>
  );
}

function setup(initial: string | null = null) {
  const seen: (string | null)[] = [];
  const user = userEvent.setup();
  render(<Harness initial={initial} seen={seen} />);
  const input = screen.getByLabelText<HTMLInputElement>('Accreditation date');
  return { user, input, seen };
}

const errorOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('<DateField>', () => {
  it.each([['2024-02-29'], ['Feb 29, 2024'], ['February 29, 2024'], ['29 Feb 2024'], ['29/02/2024']])(
    'should take "%s" as 2024-02-29 and show it as the ISO day',
    async (typed) => {
      const { user, input, seen } = setup();
      await user.type(input, typed);
      await user.click(screen.getByText('Elsewhere on the page'));
      expect(seen.at(-1)).toBe('2024-02-29');
      await waitFor(() => expect(input.value).toBe('2024-02-29'));
      expect(input.getAttribute('aria-invalid')).toBe('false');
      expect(errorOf(input)).toBe('Never in the future');
    },
  );

  it('should keep an out-of-range day as typed and say why at the field, never "Out of range" in its place', async () => {
    const { user, input, seen } = setup('2020-05-01');
    await user.clear(input);
    await user.type(input, '2099-01-01');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(input.value).toBe('2099-01-01');
    expect(screen.queryByDisplayValue('Out of range')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input)).toBe(RANGE_MESSAGE);
    // The form holds what was typed, not the earlier day: nothing is sent that the user did not see.
    expect(seen.at(-1)).toBe('2099-01-01');
  });

  it.each([['2024-02-30'], ['02/29/2024'], ['next tuesday']])(
    'should keep "%s", which is no date, as typed and ask for one of the agency formats',
    async (typed) => {
      const { user, input, seen } = setup();
      await user.type(input, typed);
      await user.tab();
      expect(input.value).toBe(typed);
      expect(screen.queryByDisplayValue('Invalid date')).toBeNull();
      expect(errorOf(input)).toBe('Enter a date such as 2024-02-29, Feb 29, 2024 or 29/02/2024.');
      expect(seen.at(-1)).toBe(typed);
    },
  );

  it('should clear the error once a good day replaces a wrong one', async () => {
    const { user, input, seen } = setup();
    await user.type(input, '2099-01-01');
    await user.tab();
    expect(errorOf(input)).toBe(RANGE_MESSAGE);
    await user.clear(input);
    await user.type(input, '2001-03-04');
    await user.tab();
    expect(seen.at(-1)).toBe('2001-03-04');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('should close the calendar on a click outside it, and on Escape', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'date picker' })).toBeTruthy();
    await user.click(screen.getByText('Elsewhere on the page'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'date picker' })).toBeNull());

    await user.click(input);
    await screen.findByRole('dialog', { name: 'date picker' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'date picker' })).toBeNull());
  });

  it('should pick a day from the calendar', async () => {
    const { user, input, seen } = setup('2024-02-10');
    await user.click(input);
    const calendar = await screen.findByRole('dialog', { name: 'date picker' });
    await user.click(within(calendar).getByText('14'));
    expect(seen.at(-1)).toBe('2024-02-14');
    await waitFor(() => expect(input.value).toBe('2024-02-14'));
  });
});
