import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { browserLocation } from '../../../src/web/app/browserLocation';
import { buildRoutes } from '../../../src/web/app/buildRoutes';
import type { AppRoute } from '../../../src/web/app/routeTable';
import { setupStore } from '../../../src/web/app/store';
import { lazyPart } from '../../../src/web/components/lazyPart';
import { TEST_ORIGIN } from '../support/fixtures';

interface PartProps {
  greeting: string;
  onClose?: () => void;
}
const Part = ({ greeting }: PartProps) => <p>{greeting}</p>;
/** A part's code as a dropped line gives it (Chromium's words for a module it could not fetch). */
const notFetched = () => Promise.reject<typeof Part>(new TypeError('Failed to fetch dynamically imported module'));

/** Stands for the route's error screen: what reaches it replaced the whole screen. */
class RouteError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

const RELOAD = { name: 'Reload the page' };

describe('a part whose code loads when first shown (lazyPart)', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    // React reports the errors its boundaries catch.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('should say in its place that it did not load, keep the screen, and offer to reload the page', async () => {
    const Filters = lazyPart(notFetched, { name: 'The filters', loading: <span>Loading the filters</span> });
    render(
      <RouteError>
        <h1>Users</h1>
        <Filters greeting="Status, role, organisation" />
      </RouteError>,
    );
    expect(screen.getByText('Loading the filters')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The filters did not load');
    expect(alert.textContent).toContain('Reload the page to get it');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    // In its place, not floated over the screen, and with nothing to close.
    expect(alert.closest('.lazy-part-failure-floating')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByRole('button', RELOAD));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should show the part once its code has come', async () => {
    const Filters = lazyPart(() => Promise.resolve(Part), { name: 'The filters' });
    render(<Filters greeting="Status, role, organisation" />);
    expect(await screen.findByText('Status, role, organisation')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("should float a dialog's failure above the screen, with Close doing what closing the dialog does", async () => {
    const onClose = jest.fn();
    const ExportDialog = lazyPart(notFetched, { name: 'The export dialog', close: (props) => props.onClose?.() });
    render(<ExportDialog greeting="Request export data" onClose={onClose} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The export dialog did not load');
    expect(alert.closest('.lazy-part-failure-floating')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("should show a kept-mounted dialog's failure only while the dialog is open (the palette, closed by Close or Ctrl-K)", async () => {
    interface PaletteProps {
      isOpen: boolean;
      onClose: () => void;
    }
    const Palette = lazyPart<PaletteProps>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      {
        name: 'The command palette',
        close: (props) => props.onClose(),
        isOpen: (props) => props.isOpen,
      },
    );
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Ctrl-K</button>
          <Palette isOpen={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Host />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ctrl-K' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The command palette did not load');
  });

  it("should leave the waiting to the Suspense above with loading 'parent', so its holder opens with it", async () => {
    let arrive: (part: typeof Part) => void = () => undefined;
    const Body = lazyPart(() => new Promise<typeof Part>((done) => (arrive = done)), {
      name: 'The list of users to change',
      loading: 'parent',
    });
    render(
      <Suspense fallback={<p>holder waits</p>}>
        <section aria-label="Confirm">
          <Body greeting="Ada Obi, Bola Ade" />
        </section>
      </Suspense>,
    );
    expect(screen.getByText('holder waits')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confirm' })).toBeNull();
    await act(async () => arrive(Part));
    expect(await screen.findByText('Ada Obi, Bola Ade')).toBeTruthy();
  });

  it("should let the part's own errors reach the route's error screen: they are not a failed download", async () => {
    const Broken = lazyPart(
      () =>
        Promise.resolve(() => {
          throw new Error('a bug in the part');
        }),
      { name: 'The broken part' },
    );
    render(
      <RouteError>
        <Broken />
      </RouteError>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a screen whose code does not arrive', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const renderRoutes = (table: AppRoute[], at: string) =>
    render(
      <AppProviders store={setupStore({ apiHost: TEST_ORIGIN })}>
        <RouterProvider router={createMemoryRouter(buildRoutes(table), { initialEntries: [at] })} />
      </AppProviders>,
    );

  it('should say the screen did not load and why, and offer to reload the page at its address', async () => {
    renderRoutes(
      [
        {
          path: '/reports',
          title: 'Reports',
          rule: 'open',
          screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ],
      '/reports',
    );
    expect(await screen.findByText('This screen did not load')).toBeTruthy();
    expect(screen.getByText(/a newer version of the app was installed since this page opened/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', RELOAD));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should still call a failing screen "Something went wrong": a bug is not a failed download', async () => {
    const Failing = () => {
      throw new Error('a bug in the screen');
    };
    renderRoutes(
      [{ path: '/reports', title: 'Reports', rule: 'open', screen: () => Promise.resolve(Failing) }],
      '/reports',
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('This screen did not load')).toBeNull();
  });
});
