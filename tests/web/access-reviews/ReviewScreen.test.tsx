import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_CANCELLED } from '../../../src/web/api/stepUp';
import { json, noContent, type FetchStub } from '../support/fetchStub';
import { renderApp } from '../support/renderApp';
import { bodiesOf, DECISIONS_CALL, myCampaign, reviewBackend, reviewItems } from './reviewBackend';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const REVIEW_ADDRESS = '/agency-panel/my-reviews/4';
const STEP_UP_MESSAGE = "This needs your second factor given in the last 5 minutes: confirm it's you.";

async function onReview(routes: Parameters<typeof reviewBackend>[0] = {}) {
  fetchStub = reviewBackend(routes);
  const user = userEvent.setup();
  const rendered = renderApp([REVIEW_ADDRESS]);
  await screen.findByRole('table', { name: 'Q3 review of Sterling Health' });
  return { user, ...rendered };
}

/** The people's table, row by row: each cell's text. */
const rowsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Answers a decision as the server does: the items named, now decided. */
const decidedAs = (request: Request) =>
  request.json().then((body: { item_ids: number[]; decision: 'keep' | 'revoke'; reason?: string }) =>
    json(200, {
      items: reviewItems()
        .filter((item) => body.item_ids.includes(item.id))
        .map((item) => ({
          ...item,
          decision: body.decision,
          reason: body.reason ?? null,
          decided_by: { id: 7, name: 'Amina Bello', email: 'amina.bello@nhia.example' },
          decided_at: '2026-11-29T10:00:00.000Z',
        })),
    }),
  );

describe('<MyReviewsScreen>', () => {
  it("should list the reviewer's campaigns with their own progress, each opening its review", async () => {
    fetchStub = reviewBackend({
      'GET /api/access-reviews/mine': () =>
        json(200, { access_reviews: [myCampaign({ id: 2, name: 'Old review', status: 'closed' }), myCampaign()] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/my-reviews']);
    const table = await screen.findByRole('table', { name: 'My reviews' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Open ones first.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Q3 review of Sterling Health',
        'Sterling Health',
        'Dec 31, 2030, 11:59 PM',
        'Revoke the undecided',
        'Open',
        '1 of 3 decided',
      ],
      ['Old review', 'Sterling Health', 'Dec 31, 2030, 11:59 PM', 'Revoke the undecided', 'Closed', '1 of 3 decided'],
    ]);
    await user.click(within(table).getByRole('link', { name: 'Q3 review of Sterling Health' }));
    await screen.findByRole('table', { name: 'Q3 review of Sterling Health' });
    expect(router.state.location.pathname).toBe(REVIEW_ADDRESS);
  });
});

describe('<ReviewScreen>', () => {
  it('should list each person with their type, organisation and roles; a decided one read-only, with who, when and why', async () => {
    await onReview();
    expect(rowsShown()).toEqual([
      ['', 'Ada Obiada.obi@hmo.example', 'TPA Staff', 'Sterling Health', 'Claims Officer', 'KeepRevoke'],
      ['', 'Bayo Adebayo.ade@hmo.example', 'TPA Staff', 'Sterling Health', 'Claims OfficerAuditor', 'KeepRevoke'],
      [
        '',
        'Chika Nwosuchika.nwosu@hmo.example',
        'TPA Staff',
        'Sterling Health',
        'Claims Officer',
        'Revokedby Amina Bello, Nov 25, 2026, 2:30 PM: Left the TPA in June',
      ],
    ]);
    // The decided person can be neither selected nor decided again.
    expect(screen.getByRole('checkbox', { name: 'Select Ada Obi' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Chika Nwosu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep Chika Nwosu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke Chika Nwosu' })).toBeNull();
  });

  it('should keep the selected people at once, in one call naming them, and clear the selection', async () => {
    const { user } = await onReview({ [DECISIONS_CALL]: decidedAs });
    const keep = screen.getByRole('button', { name: 'Keep selected' });
    expect(keep.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Obi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bayo Ade' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(keep);
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep the access of 2 people?' });
    expect(within(dialog).getByText('Ada Obi, Bayo Ade')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep access (2 people)' }));
    expect(await screen.findByText('Kept the access of 2 people.')).toBeTruthy();
    expect(await bodiesOf(fetchStub, DECISIONS_CALL)).toEqual([{ item_ids: [31, 32], decision: 'keep' }]);
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('should select every undecided person, and no decided one, with the header checkbox', async () => {
    const { user } = await onReview({ [DECISIONS_CALL]: decidedAs });
    await user.click(screen.getByRole('checkbox', { name: 'Select every undecided person' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the access of 2 people?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Contract ended');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access (2 people)' }));
    expect(await screen.findByText('Revoked the access of 2 people.')).toBeTruthy();
    expect(await bodiesOf(fetchStub, DECISIONS_CALL)).toEqual([
      { item_ids: [31, 32], decision: 'revoke', reason: 'Contract ended' },
    ]);
  });

  it('should ask for a reason to revoke and send nothing without one', async () => {
    const { user } = await onReview({ [DECISIONS_CALL]: decidedAs });
    await user.click(screen.getByRole('button', { name: 'Revoke Ada Obi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the access of 1 person?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.hasAttribute('required')).toBe(true);
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access (1 person)' }));
    const said = 'Say why these people lose their access: revoking needs a reason.';
    await waitFor(() =>
      expect(document.getElementById('access-review-decision-reason-messages')?.textContent).toBe(said),
    );
    expect(document.activeElement).toBe(reason);
    expect(fetchStub.calls()).not.toContain(DECISIONS_CALL);
    await user.type(reason, 'Moved to claims');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access (1 person)' }));
    expect(await screen.findByText('Revoked the access of 1 person.')).toBeTruthy();
    expect(await bodiesOf(fetchStub, DECISIONS_CALL)).toEqual([
      { item_ids: [31], decision: 'revoke', reason: 'Moved to claims' },
    ]);
  });

  it("should show the server's refusal in the dialog and leave the people undecided", async () => {
    const { user } = await onReview({
      [DECISIONS_CALL]: () =>
        json(422, { message: 'The given data was invalid.', errors: { item_ids: ['Items 31 are decided already.'] } }),
    });
    await user.click(screen.getByRole('button', { name: 'Keep Ada Obi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep the access of 1 person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep access (1 person)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Items 31 are decided already.');
    expect(screen.getByRole('button', { name: 'Keep Ada Obi' })).toBeTruthy();
  });

  it('should ask for a recent second factor on a 423, then send the same decision again', async () => {
    let given = false;
    const { user } = await onReview({
      [DECISIONS_CALL]: (request) => (given ? decidedAs(request) : json(423, { message: STEP_UP_MESSAGE })),
      'GET /api/user/two-factor': () => json(200, { authenticator: true, recovery_codes_left: 10, passkeys: 0 }),
      'POST /user/confirmed-second-factor': () => {
        given = true;
        return noContent();
      },
    });
    await user.click(screen.getByRole('button', { name: 'Keep Bayo Ade' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep the access of 1 person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep access (1 person)' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(await within(stepUp).findByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByText('Kept the access of 1 person.')).toBeTruthy();
    const sent = await bodiesOf(fetchStub, DECISIONS_CALL);
    expect(sent).toEqual([
      { item_ids: [32], decision: 'keep' },
      { item_ids: [32], decision: 'keep' },
    ]);
  });

  it('should say nothing was decided when the second factor is not given', async () => {
    const { user } = await onReview({
      [DECISIONS_CALL]: () => json(423, { message: STEP_UP_MESSAGE }),
      'GET /api/user/two-factor': () => json(200, { authenticator: true, recovery_codes_left: 10, passkeys: 0 }),
    });
    await user.click(screen.getByRole('button', { name: 'Keep Bayo Ade' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep the access of 1 person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep access (1 person)' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(stepUp).getByRole('button', { name: 'Cancel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(STEP_UP_CANCELLED);
  });

  it('should take no decision in a closed review: no selection, no Keep or Revoke, undecided people shown as such', async () => {
    const [ada, bayo, chika] = reviewItems();
    // Dayo was left undecided at the deadline: its rule decided, without reason.
    const byDeadline = {
      ...ada,
      id: 34,
      user: { id: 104, name: 'Dayo Ojo', email: 'dayo.ojo@hmo.example' },
      decision: 'keep' as const,
      decided_at: '2026-12-31T22:59:59.000Z',
    };
    await onReview({
      'GET /api/access-reviews/mine': () => json(200, { access_reviews: [myCampaign({ status: 'closed' })] }),
      'GET /api/access-reviews/4/items': () => json(200, { items: [ada, bayo, chika, byDeadline] }),
    });
    expect(screen.getByText('This review is closed: it takes no more decisions.')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /^(Keep|Revoke)/ })).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Decide on the selected people' })).toBeNull();
    expect(rowsShown().map((cells) => cells.at(-1))).toEqual([
      'Undecided',
      'Undecided',
      'Revokedby Amina Bello, Nov 25, 2026, 2:30 PM: Left the TPA in June',
      'Keptby the deadline rule, Dec 31, 2026, 11:59 PM',
    ]);
  });

  it('should take no decision in an open review past its deadline, saying its rule decides who is left', async () => {
    await onReview({
      'GET /api/access-reviews/mine': () =>
        json(200, { access_reviews: [myCampaign({ deadline: '2026-01-31T22:59:59.000Z' })] }),
      'GET /api/access-reviews/4/items': () => json(200, { items: reviewItems() }),
    });
    expect(
      screen.getByText(
        'Its deadline has passed, so it takes no more decisions: everyone still undecided loses the roles under review.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /^(Keep|Revoke)/ })).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Decide on the selected people' })).toBeNull();
  });

  it('should say so for a review the signed-in user does not take part in', async () => {
    fetchStub = reviewBackend({ 'GET /api/access-reviews/mine': () => json(200, { access_reviews: [] }) });
    renderApp([REVIEW_ADDRESS]);
    expect(await screen.findByRole('heading', { name: 'No such review of yours' })).toBeTruthy();
  });
});
