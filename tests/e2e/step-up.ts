/**
 * Step-up end to end (docs/security.md, Step-up): the administrator, whose sign-in's second factor
 * is older than STEP_UP_MINUTES (5 by default), changes a role's permissions. The save is refused
 * (423), the "Confirm it's you" dialog asks for a code from the authenticator app, and once it is
 * given the same save goes through with what was ticked.
 *
 * The sign-in happens as the run's first scenario (stepUpSignInScenario) and the change in its
 * last (stepUpScenario), so the window has passed by then; the scenario waits only for whatever
 * of it is left. The product's setting stays as shipped.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { systemClock } from '../../src/server/clock';
import { enrolledFactorsOf } from '../bench/http-session';
import { createRole, permissionBox, tick } from './people';
import { ADMIN, pathIs, scenario, screenshot, signIn, type StorageState } from './scenario';

const STEP_UP_WINDOW_MS = 5 * 60_000;
const ROLES_PATH = '/agency-panel/roles';

let signedIn: { state: StorageState; at: number } | undefined;

/** The administrator signs in (password and code) and keeps the session for the run's last scenario. */
export function stepUpSignInScenario(): void {
  describe('step-up: the sign-in', () => {
    scenario(
      'the administrator signs in with the password and a code, keeping the session for later',
      'step-up-sign-in',
      async (page) => {
        const at = Date.now();
        await signIn(page, ADMIN);
        await page.waitForURL(pathIs('/select-service'));
        signedIn = { state: await page.context().storageState(), at };
      },
    );
  });
}

export function stepUpScenario(): void {
  describe('step-up: a role change asks for a fresh second factor', () => {
    scenario(
      "a role's permission change after the window: 423, the 'Confirm it's you' dialog takes a code, and the save finishes as ticked",
      'step-up-role-change',
      async (page) => {
        assert.ok(signedIn, 'the sign-in scenario ran first');
        const left = signedIn.at + STEP_UP_WINDOW_MS + 5_000 - Date.now();
        if (left > 0) {
          console.log(`# waiting ${Math.ceil(left / 1000)} s for the step-up window to pass`);
          await page.waitForTimeout(left);
        }
        const roleName = `E2E Step-up ${Date.now().toString(36)}`;
        // Creating a role needs no step-up; changing its permissions does.
        await createRole(page, roleName, ['list users']);
        await page.goto(ROLES_PATH);
        await page.getByRole('searchbox', { name: 'Search by name, description', exact: true }).fill(roleName);
        await page.getByRole('link', { name: `Edit ${roleName}`, exact: true }).click();
        await page.getByRole('heading', { name: `Edit ${roleName}`, exact: true }).waitFor();
        await tick(page, 'manage tpas');
        await page.getByRole('button', { name: 'Review and save', exact: true }).click();
        const preview = page.getByRole('dialog', { name: 'Review the change', exact: true });
        const refused = page.waitForResponse(
          (response) =>
            /^\/api\/roles\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT',
        );
        await preview.getByRole('button', { name: 'Confirm and save', exact: true }).click();
        assert.equal((await refused).status(), 423, 'the save is refused without a recent second factor');

        const dialog = page.getByRole('dialog', { name: "Confirm it's you", exact: true });
        await dialog.getByLabel('Authentication code').waitFor();
        await screenshot(page, 'step-up-dialog');
        const factors = enrolledFactorsOf(ADMIN);
        assert.ok(factors, 'the harness enrolled the administrator');
        await dialog.getByLabel('Authentication code').fill(await factors.code(systemClock));
        const saved = page.waitForResponse(
          (response) =>
            /^\/api\/roles\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT',
        );
        await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
        assert.equal((await saved).status(), 200, 'the same save is sent again and goes through');
        await page.getByText(`Saved the changes to ${roleName}.`, { exact: true }).waitFor();

        // What was ticked is what was saved.
        await page.goto(ROLES_PATH);
        await page.getByRole('searchbox', { name: 'Search by name, description', exact: true }).fill(roleName);
        await page.getByRole('link', { name: `Edit ${roleName}`, exact: true }).click();
        await page.getByRole('heading', { name: `Edit ${roleName}`, exact: true }).waitFor();
        assert.equal(await permissionBox(page, 'manage tpas').isChecked(), true, '"manage tpas" was saved');
        assert.equal(await permissionBox(page, 'list users').isChecked(), true, '"list users" stays');
      },
      { storageState: () => signedIn!.state, timeoutMs: STEP_UP_WINDOW_MS + 120_000 },
    );
  });
}
