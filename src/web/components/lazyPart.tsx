import './lazy-part.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
// eslint-disable-next-line no-restricted-syntax -- the one place a part is made lazy, with its failure handled.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { browserLocation } from '../app/browserLocation';

/**
 * Code loaded when first needed (a screen, a part of one) that could not be fetched: a dropped
 * line, or a newer version installed since the page opened, its older files gone.
 */
export class CodeNotLoaded extends Error {}

/** Wraps a failed import so that what shows the failure can tell it from a bug. */
export const notLoadedAs =
  (what: string) =>
  (cause: unknown): never => {
    throw new CodeNotLoaded(`${what} did not load`, { cause });
  };

/**
 * What to do about it. Only a reload brings the code: browsers keep a module that failed to load
 * as failed for the page's life (Chromium asks the network no more), and after a deploy its file is gone anyway.
 */
export const NOT_LOADED_ADVICE =
  'The connection dropped, or a newer version of the app was installed since this page opened. Reload the page to get it: the screen comes back with its search and filters.';

export interface LazyPartOptions<Props> {
  /** The part in the failure's words, as a sentence starts: "The filters". */
  name: string;
  /**
   * Shown while its code loads (nothing unless given), or 'parent': the nearest Suspense above
   * waits for it, so what holds the part (a dialog that must not open without it) waits too.
   */
  loading?: ReactNode | 'parent';
  /** A dialog: its failure floats above the screen, and Close does what closing the dialog does. */
  close?: (props: Props) => void;
  /** A dialog kept mounted while closed (the palette): its failure shows only while it is open. */
  isOpen?: (props: Props) => boolean;
}

/**
 * A part of a screen whose code loads when it is first shown (docs/architecture.md, Weight). If its
 * code cannot be fetched, the part says so in its place and offers to reload the page (and Close,
 * for a dialog); the screen around it stays as it was, where a failed import used to replace the
 * whole screen with the route's error. Errors of the part itself still go to the route's error screen.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: LazyPartOptions<Props>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((part) => ({ default: part }), notLoadedAs(options.name)));

  function LazyPart(props: Props) {
    const { close, isOpen, loading } = options;
    const part = <Loaded {...props} />;
    const failure =
      isOpen && !isOpen(props) ? null : <PartFailure name={options.name} onClose={close && (() => close(props))} />;
    return (
      <LoadFailureBoundary failure={failure}>
        {loading === 'parent' ? part : <Suspense fallback={loading ?? null}>{part}</Suspense>}
      </LoadFailureBoundary>
    );
  }
  return LazyPart;
}

/** Shows `failure` in place of a part whose code did not load; any other error goes on up. */
class LoadFailureBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof CodeNotLoaded) return this.props.failure;
    throw error;
  }
}

function PartFailure({ name, onClose }: { name: string; onClose?: () => void }) {
  const failure = (
    <Callout role="alert" intent={Intent.WARNING} title={`${name} did not load`} className="lazy-part-failure">
      <p>
        The connection dropped, or a newer version of the app was installed since this page opened. Reload the page to
        get it: the screen comes back with its search and filters.
      </p>
      <div className="lazy-part-failure-actions">
        <Button intent={Intent.PRIMARY} text="Reload the page" onClick={() => browserLocation.reload()} />
        {onClose && <Button text="Close" onClick={onClose} />}
      </div>
    </Callout>
  );
  return onClose ? <div className="lazy-part-failure-floating">{failure}</div> : failure;
}
