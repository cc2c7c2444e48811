import { SERVICE_PREFIXES, type TJobOpening } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, EMPLOYEE_EMAIL, signIn } from './support/api.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { addCredits, newPerson } from './support/people.js';
import { balanceChip, headerBalance, isSignInPage, signInWithEmail } from './support/portal.js';
import { closeToast } from './support/toasts.js';

const SEEDED_OPENING = 'Senior Backend Engineer, Payments';
const COVER_NOTE =
  'Six years building idempotent payment APIs on PostgreSQL; I design ledgers that never lose a rupee.';
const NOTES = 'Strong ledger background; schedule the systems interview.';

const browser = sharedBrowser();

/* ------------------------------------------------ the API, as a signed-in user (setup the journey needs) */

/**
 * The seeded engineering opening (20 credits), unless the applicant already applied to it on this server (a
 * rerun against E2E_BASE_URL): then a fresh engineering opening of the same fee, so the journey can apply.
 */
async function openingToApply(adminToken: string, demoToken: string): Promise<TJobOpening> {
  const openings = await call(demoToken, jobsApi.listOpenings, { query: { limit: 100 } });
  const mine = await call(demoToken, jobsApi.myApplications, { query: { limit: 100 } });
  const seeded = openings.items.find((opening) => opening.title === SEEDED_OPENING);
  if (seeded && !mine.items.some((a) => a.openingId === seeded.id && a.status !== 'REJECTED')) return seeded;
  const closesOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return call(adminToken, jobsApi.createOpening, {
    body: {
      title: `${SEEDED_OPENING} (${Date.now().toString(36)})`,
      department: 'Engineering',
      location: 'Bengaluru (hybrid)',
      category: 'engineering',
      description: 'Own the credit ledger and the payment gateways: idempotent APIs and PostgreSQL.',
      closesOn,
      questions: ['Tell us about a concurrency bug you found and fixed.'],
    },
  });
}

/** A request to the jobs service: its path's first two segments are the service's prefix. */
const ofJobsService = (url: string) =>
  new URL(url).pathname.split('/').slice(0, 3).join('/') === SERVICE_PREFIXES.jobs;

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await signInWithEmail(page, email);
  await page.waitForURL((url) => url.pathname === path);
}

describe('jobs and employee management', () => {
  test('a user applies and pays the fee with credits; an admin reviews and approves it; the timeline shows it', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    // An applicant of this journey's own: other journeys run beside it (two files at a time), and one that spends
    // the demo user's credits meanwhile would move the balance this one checks.
    const applicant = await newPerson('applicant');
    await addCredits(admin.token, applicant.user.id, 100, 'Jobs journey: an application fee');
    const opening = await openingToApply(admin.token, applicant.token);
    expect(opening.feeCredits).toBe(20);

    // Every first write used to be refused once (401 from /session/csrf and from the write), then retried silently.
    const refused: string[] = [];
    const watch = (page: Page) =>
      page.on('response', (answer) => {
        if (answer.status() === 401 && ofJobsService(answer.url()))
          refused.push(`${answer.request().method()} ${new URL(answer.url()).pathname}`);
      });
    await journey(browser(), 'jobs-apply', { viewport: DESKTOP }, async (page) => {
      watch(page);
      await signInAt(page, '/jobs', applicant.email);
      // The cookie session lost while the token lives on (its cookies expired with an earlier token, or the
      // sign-in ran where they were not kept): the first write must establish it, not be refused for it.
      await page.context().clearCookies();
      await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
      await page.getByRole('link', { name: opening.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/jobs/openings/${opening.id}`);

      // The form checks with the contract's schema before anything is sent.
      const form = page.getByRole('form', { name: 'Apply for this job' });
      await form.getByLabel('Cover note').fill('Too short to say much.');
      await form.getByRole('button', { name: 'Submit application' }).click();
      await form.getByText('Write at least 50 characters').waitFor();
      await form.getByText('Answer every question').waitFor();

      await form.getByLabel('Cover note').fill(COVER_NOTE);
      await form.getByLabel('Years of experience').fill('6');
      await form.getByRole('button', { name: 'Add a link' }).click();
      await form.getByLabel('Link 1', { exact: true }).fill('https://github.com/engagex-demo');
      await form
        .getByLabel(opening.questions[0] ?? '')
        .fill('A double spend, fixed with a row lock and an idempotency key.');
      await form.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/jobs/applications/'));
      const applicationPath = new URL(page.url()).pathname;

      // The fee step: 20 credits from the wallet.
      const fee = page.getByRole('region', { name: 'Pay the application fee' });
      await fee.waitFor();
      await balanceChip(page).waitFor();
      const before = await headerBalance(page);
      await screenshot(page, 'jobs-fee-step');
      await fee.getByRole('button', { name: 'Pay 20 credits' }).click();
      await page.getByRole('heading', { name: 'Application fee paid' }).waitFor();
      await page.getByRole('link', { name: `Credit balance: ${before - 20} credits` }).waitFor();

      // An admin, in a browser of their own, starts the review and approves.
      await journey(browser(), 'jobs-review', { viewport: DESKTOP }, async (adminPage) => {
        watch(adminPage);
        await signInAt(adminPage, '/jobs/admin', ADMIN_EMAIL);
        // The admin's first write (a status change) must establish the cookie session too, not be refused for it.
        await adminPage.context().clearCookies();
        await adminPage.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
        const card = adminPage.getByRole('article', {
          name: `${applicant.name} for ${opening.title}`,
          exact: true,
        });
        await card.getByRole('button', { name: 'Start review' }).waitFor();
        await card.getByLabel(/Notes for the timeline/).fill(NOTES);
        await card.getByRole('button', { name: 'Start review' }).click();
        await card.getByText('Pending → Under review').waitFor();
        // The workflow offers only what JOB_STATUS_TRANSITIONS allows next.
        expect(await card.getByRole('button', { name: 'Start review' }).count()).toBe(0);
        await card.getByRole('button', { name: 'Approve' }).click();
        await card.getByText('Final decision').waitFor();
        await screenshot(adminPage, 'jobs-review-queue');
      });

      // The applicant sees every step on the application's timeline.
      await page.goto(applicationPath);
      const timeline = page.getByRole('list', { name: 'Status history' });
      await timeline.getByText('Under review → Approved').waitFor();
      await timeline.getByText('Pending → Under review').waitFor();
      await timeline.getByText(NOTES).waitFor();
      expect(await timeline.getByRole('listitem').count()).toBe(3);
      await page.getByText('Approved. The hiring team will contact you about next steps.').first().waitFor();
      await screenshot(page, 'jobs-timeline');

      await page.getByRole('link', { name: 'My applications' }).click();
      const row = page
        .getByRole('list', { name: 'Applications, newest first' })
        .getByRole('listitem')
        .filter({
          hasText: opening.title,
        });
      await row.getByText('Approved', { exact: true }).waitFor();
      await row.getByText('Fee paid').waitFor();
    });
    // Applying, paying the fee and the admin's two status changes each went through at the first attempt.
    expect(refused).toEqual([]);
  });

  test('an employee requests an encashment of 200 credits and cancels it; the credits come back', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const employee = await signIn(EMPLOYEE_EMAIL);
    await addCredits(admin.token, employee.user.id, 500, 'Referral bonus payout');

    await journey(browser(), 'employee-encashment', { viewport: PHONE }, async (page) => {
      await signInAt(page, '/employee', EMPLOYEE_EMAIL);
      const form = page.getByRole('form', { name: 'Request an encashment' });
      await form.waitFor();
      await balanceChip(page).waitFor();
      const before = await headerBalance(page);

      // Checked by the server as it is typed; the request cannot be sent while it is refused.
      await form.getByLabel('Credits to encash').fill('50');
      await form.getByText('Encash at least 100 credits').waitFor();
      expect(await form.getByRole('button', { name: /^Request/ }).isDisabled()).toBe(true);

      await form.getByLabel('Credits to encash').fill('200');
      await form.getByText('200 credits = ₹2,000').waitFor();
      await form.getByLabel('UPI id').fill('esha@okaxis');
      await form.getByRole('button', { name: 'Request ₹2,000' }).click();

      const requests = page.getByRole('list', { name: 'Encashment requests, newest first' });
      const newest = requests.getByRole('listitem').first();
      await newest.filter({ hasText: 'Pending' }).filter({ hasText: 'esha@okaxis' }).waitFor();
      // The request holds its credits.
      await page
        .getByRole('link', { name: `Credit balance: ${(before - 200).toLocaleString('en-US')} credits` })
        .waitFor();
      await screenshot(page, 'employee-encashment-pending-mobile');

      // On a phone the request's toast sits over the request's buttons: closed, rather than waited for.
      await closeToast(page, 'are held until the payout');
      await newest.getByRole('button', { name: 'Cancel request' }).click();
      await newest.getByRole('button', { name: 'Yes, cancel' }).click();
      await newest.filter({ hasText: 'Cancelled' }).waitFor();
      await page
        .getByRole('link', { name: `Credit balance: ${before.toLocaleString('en-US')} credits` })
        .waitFor();
      expect(await headerBalance(page)).toBe(before);
      await screenshot(page, 'employee-encashment-cancelled-mobile');
    });
  });
});
