import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type BackendQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** The contract's SecondFactorRequired: a step-up operation wants a second factor given lately. */
export const SECOND_FACTOR_REQUIRED_STATUS = 423;

/** What the step-up dialog ended with: a factor given, the person cancelled, or they have none to give. */
export type StepUpOutcome = 'given' | 'cancelled' | 'no factor';

/** Said by the refused call when the person closed the dialog: their form stays as it was. */
export const STEP_UP_CANCELLED =
  "Nothing was changed: this needs you to confirm it's you with your second factor. Try again when you are ready.";

/**
 * The channel between the API layer and the app's step-up dialog (docs/security.md, Step-up): a
 * 423 asks, the dialog answers. Several calls refused at once share one dialog. With no dialog
 * attached (a store without the app), a 423 is passed on as it came.
 */
export class StepUpPrompt {
  private dialog?: (message: string) => Promise<StepUpOutcome>;
  private asking?: Promise<StepUpOutcome>;

  /** The app's dialog takes the questions; answers the function that detaches it. */
  attach(dialog: (message: string) => Promise<StepUpOutcome>): () => void {
    this.dialog = dialog;
    return () => {
      if (this.dialog === dialog) this.dialog = undefined;
    };
  }

  ask(message: string): Promise<StepUpOutcome> {
    const dialog = this.dialog;
    if (!dialog) return Promise.resolve('no factor');
    this.asking ??= dialog(message).finally(() => (this.asking = undefined));
    return this.asking;
  }
}

const messageOf = (data: unknown) =>
  typeof (data as { message?: unknown } | undefined)?.message === 'string' ? (data as { message: string }).message : '';

/**
 * One mechanism for every step-up call, whatever the screen: a 423 opens the step-up dialog
 * (through `prompt`), and once a second factor is given the very same request is sent again, so
 * the action finishes with what the form held. Cancelled, the call fails with STEP_UP_CANCELLED;
 * for a person with no factor at all the server's own message (set one up on the Security screen)
 * is kept.
 */
export function retryAfterStepUp(query: BackendQuery, promptOf: (extra: unknown) => StepUpPrompt | undefined) {
  const withStepUp: BackendQuery = async (args, api, extraOptions = {}) => {
    const first = await query(args, api, extraOptions);
    const prompt = promptOf(api.extra);
    if (first.error?.status !== SECOND_FACTOR_REQUIRED_STATUS || !prompt) return first;
    const outcome = await prompt.ask(messageOf(first.error.data));
    if (outcome === 'given') return query(args, api, extraOptions);
    if (outcome === 'no factor') return first;
    return { error: { status: first.error.status, data: { message: STEP_UP_CANCELLED } }, meta: first.meta };
  };
  return withStepUp;
}
