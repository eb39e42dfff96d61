/**
 * Forms end to end at 1280×800 (docs/forms.md): the TPA form with four mistakes (a bad code,
 * "x@" as email, no contact person, a future accreditation date) shows four messages at their
 * fields and a summary at once and puts the focus on the first, while the same body asks the
 * server for its own rules (a taken code joins the rest in the same submit); a form with unsaved
 * changes asks before the panel's navigation leaves it, and stays when told to.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { ADMIN, pathIs, scenario, screenshot, signIn } from './scenario';
import { panelLink } from './users-page';

const CREATE_PATH = '/agency-panel/tpas/create';

export function formScenarios(): void {
  describe('forms', () => {
    scenario(
      'the TPA form with four mistakes shows four messages at their fields; a dirty form asks before leaving',
      'forms-tpa-errors',
      async (page) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await signIn(page, ADMIN);
        await page.goto(CREATE_PATH);
        await page.getByRole('heading', { name: 'Create TPA', exact: true }).waitFor();
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tpas') posts.push(request.url());
        });

        await page.getByLabel('Name', { exact: true }).fill('Hygeia HMO');
        await page.getByLabel('NHIA registration code', { exact: true }).fill('NHIA TPA 10');
        await page.getByLabel('Email', { exact: true }).fill('x@');
        await page.getByLabel('Phone', { exact: true }).fill('+234 803 111 2222');
        await page.getByLabel('State', { exact: true }).selectOption({ label: 'Kano' });
        await page.getByLabel('Accreditation date', { exact: true }).fill('2099-01-01');
        await page.getByLabel('Address', { exact: true }).fill('3 Bompai Road, Kano');
        await page.getByRole('heading', { name: 'Create TPA', exact: true }).click();
        await page.getByRole('button', { name: 'Create TPA', exact: true }).click();

        const summary = page.getByRole('alert').filter({ hasText: 'There are 4 problems to fix' });
        await summary.waitFor();
        const invalid = page.locator('form [aria-invalid="true"]');
        assert.deepEqual(
          await invalid.evaluateAll((inputs) => inputs.map((input) => input.id)),
          ['organisation-code', 'organisation-email', 'organisation-contact_person', 'organisation-accreditation_date'],
          'the four fields in error are marked',
        );
        for (const message of [
          'Enter a valid registration code (letters, digits and / . _ - only, like NHIA/HMO/001).',
          'Enter a valid email address (like name@example.com).',
          "Enter the contact person's name.",
          'Enter a valid accreditation date (YYYY-MM-DD, today or earlier).',
        ])
          assert.equal(await page.locator('.field-message', { hasText: message }).count(), 1, message);
        assert.equal(
          await page.evaluate(() => document.activeElement?.id),
          'organisation-code',
          'the first field in error has the focus',
        );
        // The same body went to the server for the rules only it can check; it answered the same four.
        await page.getByRole('button', { name: 'Create TPA', exact: true }).and(page.locator(':enabled')).waitFor();
        assert.equal(posts.length, 1, 'the server was asked once');
        assert.equal(await summary.count(), 1, 'the server answered the same four');
        await screenshot(page, 'forms-tpa-four-errors', { fullPage: false });

        // A code in its right shape but taken (the demo data's first TPA): the server's rule joins the rest at once.
        await page.getByLabel('NHIA registration code', { exact: true }).fill('NHIA/HMO/001');
        await page.getByRole('button', { name: 'Create TPA', exact: true }).click();
        await page
          .locator('.field-message', {
            hasText: 'Another TPA already uses this registration code. Enter a different code.',
          })
          .waitFor();
        assert.deepEqual(
          await invalid.evaluateAll((inputs) => inputs.map((input) => input.id)),
          ['organisation-code', 'organisation-email', 'organisation-contact_person', 'organisation-accreditation_date'],
          'the taken code is marked beside the other three',
        );
        assert.equal(await page.getByRole('alert').filter({ hasText: 'There are 4 problems to fix' }).count(), 1);
        await screenshot(page, 'forms-tpa-taken-code', { fullPage: false });

        await panelLink(page, 'Users').click();
        const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await question.waitFor();
        await screenshot(page, 'forms-leave-question', { fullPage: false });
        await question.getByRole('button', { name: 'Cancel', exact: true }).click();
        await question.waitFor({ state: 'hidden' });
        assert.ok(pathIs(CREATE_PATH)(new URL(page.url())), 'the form stays');
        assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'Hygeia HMO');

        await panelLink(page, 'Users').click();
        await question.getByRole('button', { name: 'Leave and discard changes', exact: true }).click();
        await page.waitForURL(pathIs('/agency-panel/users'));
      },
    );
  });
}
