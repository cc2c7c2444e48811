// Over 300 lines: one journey in five browser sessions (organiser, buyer, credit note, Hindi, organiser again).
/**
 * GST invoices and credit notes, end to end (decision 079, docs/product.md): a Maharashtra organiser records their
 * GSTIN in the browser (a mistyped check character refused as it is typed), sells in Pune and in Bengaluru; a buyer
 * opens both invoices from My bookings (CGST + SGST for Pune, IGST for Bengaluru) and downloads their PDFs, cancels
 * one Pune ticket and finds its credit note; the organiser lists the three documents and exports the month's
 * GSTR-1 B2CS table. Changes when the invoicing journey grows.
 */
import { readFileSync } from 'node:fs';
import { CREDIT_PRICE_INR } from '@engagex/contracts';
import { bookingsApi } from '@engagex/contracts/api/bookings';
import { eventsApi } from '@engagex/contracts/api/events';
import { eventInvoicesApi, organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, call, signIn } from './support/api.js';
import { settled, violations } from './support/axe.js';
import { DESKTOP, journey, PHONE, screenshot, sharedBrowser } from './support/browser.js';
import { addCredits, grantRole, newPerson } from './support/people.js';
import { emailField, isSignInPage, shootEverywhere, shootReshown, signInButton } from './support/portal.js';
import { publishedShow } from './support/shows.js';
import { closeToast } from './support/toasts.js';

const browser = sharedBrowser();

const GSTIN = '27AABCE1234F1Z5';
/** The same GSTIN with its check character mistyped. */
const MISTYPED = '27AABCE1234F1Z4';
const CHECK_REASON = 'The GSTIN’s last character does not match the rest: check it for a typing mistake.';
/** 60 credits a person is ₹600: above ₹500, so 18% GST (decision 079's tax table). */
const PRICE_CREDITS = 60;
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    amount,
  );
const TICKET = rupees(PRICE_CREDITS * CREDIT_PRICE_INR);

async function signInAs(page: Page, email: string, path: string) {
  await page.goto(path);
  await page.waitForURL(isSignInPage);
  await emailField(page).fill(email);
  await signInButton(page).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Clicks `button` and answers the file it saves: its name and bytes (Playwright's download event). */
async function saved(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** The current month on India's calendar, as the GSTR-1 month picker's values write it: "2026-12". */
const indianMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

describe('GST invoices and credit notes (decision 079)', () => {
  test('a Maharashtra organiser sells in Pune and Bengaluru; the buyer gets both invoices and a credit note', async () => {
    const admin = await signIn(ADMIN_EMAIL);
    const organiser = await newPerson('organiser');
    await grantRole(admin.token, organiser.user.id, 'organiser');
    const buyer = await newPerson('buyer');
    await addCredits(admin.token, buyer.user.id, 3 * PRICE_CREDITS, 'Invoices journey: three tickets');
    const axe: Record<string, string[]> = {};

    // 1. The tax profile, in the browser: the mistyped check character is refused as it is typed.
    await journey(browser(), 'invoices-tax-profile', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, organiser.email, '/events/admin/tax-profile');
      const form = page.getByRole('form', { name: 'Your GST registration' });
      await form.getByLabel('Legal name', { exact: true }).fill('Sahyadri Live Events LLP');
      const gstin = form.getByLabel('GSTIN', { exact: true });
      const reason = form.getByText(CHECK_REASON);
      const mistype = async () => {
        if (await reason.isVisible()) return;
        await gstin.fill(MISTYPED);
        await reason.waitFor();
      };
      await mistype();
      expect(await gstin.getAttribute('aria-invalid')).toBe('true');
      // The GSTIN names its state: Maharashtra is chosen for the organiser who had chosen none.
      expect(await form.getByLabel('State', { exact: true }).inputValue()).toBe('27');
      await form
        .getByLabel('Principal place of business', { exact: true })
        .fill('14 FC Road, Shivajinagar, Pune 411004');
      await settled(page);
      const found = await violations(page);
      if (found.length > 0) axe['tax-profile'] = found;
      await shootReshown(page, 'invoices-tax-profile', mistype);

      await gstin.fill(GSTIN);
      await reason.waitFor({ state: 'detached' });
      await form.getByText('The GSTIN passes every check.').waitFor();
      await form.getByLabel('State', { exact: true }).selectOption('27');
      await form.getByRole('button', { name: 'Save tax profile' }).click();
      await page.getByText('Tax profile saved', { exact: true }).waitFor();
    });
    const profile = await call(organiser.token, organiserInvoicesApi.taxProfile);
    expect([profile?.gstin, profile?.stateCode]).toEqual([GSTIN, '27']);

    // 2. Two paid events, one in Maharashtra and one in Karnataka; under ten seats, so no other journey books them.
    const districts = await call(organiser.token, eventsApi.districts);
    const districtIn = (name: string, state: string) => {
      const found = districts.find((district) => district.name === name && district.state === state);
      if (!found) throw new Error(`No district ${name}, ${state}`);
      return found.id;
    };
    const stamp = Date.now().toString(36).toUpperCase();
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const endsAt = new Date(startsAt.getTime() + 2 * 3600_000);
    const pune = await publishedShow(
      organiser.token,
      { title: `Invoice Night Pune ${stamp}`, startsAt, endsAt, capacity: 6 },
      { priceCredits: PRICE_CREDITS, districtId: districtIn('Pune', 'Maharashtra') },
    );
    const bengaluru = await publishedShow(
      organiser.token,
      { title: `Invoice Night Bengaluru ${stamp}`, startsAt, endsAt, capacity: 6 },
      { priceCredits: PRICE_CREDITS, districtId: districtIn('Bengaluru Urban', 'Karnataka') },
    );

    // 3. The buyer books two seats in Pune and one in Bengaluru, paying in credits.
    const book = async (show: { eventId: string; slotId: string }, seats: number) => {
      const hold = await call(buyer.token, bookingsApi.create, {
        body: { eventId: show.eventId, slotId: show.slotId, seats },
      });
      await call(buyer.token, bookingsApi.initiatePayment, {
        body: { bookingId: hold.id, method: 'credits' },
      });
      return hold.id;
    };
    const puneBooking = await book(pune, 2);
    const bengaluruBooking = await book(bengaluru, 1);

    // 4. Each invoice from My bookings: CGST + SGST in the organiser's state, IGST in another; the PDF downloads.
    await journey(browser(), 'invoices-buyer', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, buyer.email, '/events/bookings');
      const openInvoice = async (title: string, bookingId: string) => {
        await page
          .getByRole('article', { name: title })
          .getByRole('link', { name: 'Invoice', exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === `/events/bookings/${bookingId}/invoice`);
        const document = page.getByRole('article', { name: 'Tax invoice' });
        await document.waitFor();
        return document;
      };
      const expectPdf = async () => {
        const pdf = await saved(page, page.getByRole('button', { name: 'Download PDF' }));
        expect(pdf.name).toMatch(/^IN-\d{2}-\d{2}-\d{6}\.pdf$/);
        expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
        // The "Invoice saved" toast names the file (the first invoice's may still show beside it).
        await page.getByText(pdf.name, { exact: true }).waitFor();
      };

      const punInvoice = await openInvoice(pune.title, puneBooking);
      await punInvoice.getByText('Maharashtra (27)', { exact: true }).waitFor();
      const punTable = punInvoice.getByRole('table', { name: 'What was paid for' });
      const headers = await punTable.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(expect.arrayContaining(['CGST', 'SGST']));
      expect(headers).not.toContain('IGST');
      const punRows = punTable.getByRole('row').filter({ has: page.getByRole('rowheader') });
      expect(await punRows.count()).toBe(2);
      for (const row of await punRows.all()) {
        expect(await row.textContent()).toContain(TICKET);
        expect(await row.getByText('9%', { exact: true }).count()).toBe(2);
      }
      expect(await punInvoice.locator('footer').textContent()).toContain(rupees(1200));
      // axe before the download: its toast, caught fading in, would be judged on colours it has not reached yet.
      await settled(page);
      const found = await violations(page);
      if (found.length > 0) axe.invoice = found;
      await expectPdf();

      await page.getByRole('link', { name: 'All my bookings' }).click();
      await page.waitForURL((url) => url.pathname === '/events/bookings');
      const bluInvoice = await openInvoice(bengaluru.title, bengaluruBooking);
      await bluInvoice.getByText('Karnataka (29)', { exact: true }).waitFor();
      const bluTable = bluInvoice.getByRole('table', { name: 'What was paid for' });
      const bluHeaders = await bluTable.getByRole('columnheader').allTextContents();
      expect(bluHeaders).toContain('IGST');
      expect(bluHeaders).not.toContain('CGST');
      expect(await bluTable.getByText('18%', { exact: true }).count()).toBe(1);
      expect(await bluInvoice.locator('footer').textContent()).toContain(rupees(600));
      await expectPdf();
    });

    const invoiceOf = (id: string) => call(buyer.token, eventInvoicesApi.bookingInvoice, { params: { id } });
    const [punDocument, bluDocument] = [await invoiceOf(puneBooking), await invoiceOf(bengaluruBooking)];
    expect([punDocument.totalInr, bluDocument.totalInr]).toEqual([1200, 600]);
    expect(punDocument.lines.map((line) => [line.cgstRate, line.sgstRate, line.igstRate])).toEqual([
      [9, 9, 0],
      [9, 9, 0],
    ]);
    expect(bluDocument.lines.map((line) => [line.cgstRate, line.sgstRate, line.igstRate])).toEqual([
      [0, 0, 18],
    ]);

    // 5. One Pune ticket cancelled (the ticket page's dialog): its credit note lists under the invoice.
    await journey(browser(), 'invoices-credit-note', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, buyer.email, `/events/bookings/${puneBooking}`);
      await page
        .getByRole('listitem', { name: 'Ticket 2' })
        .getByRole('button', { name: 'Cancel this ticket' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this ticket?' });
      await dialog.getByLabel('Reason').fill('One of us cannot come');
      await dialog.getByRole('button', { name: 'Cancel this ticket' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('listitem', { name: 'Ticket 2' })
        .getByText(/^Cancelled;/)
        .waitFor();

      await page.goto(`/events/bookings/${puneBooking}/invoice`);
      await page.getByRole('heading', { name: 'Credit notes' }).waitFor();
      const note = page.getByRole('article', { name: 'Credit note' });
      expect(await note.getByText(/^CN\/\d{2}-\d{2}\/\d{6}$/).count()).toBe(1);
      await note.getByText(punDocument.number, { exact: true }).waitFor();
      const headers = await note.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(expect.arrayContaining(['CGST', 'SGST']));
      expect(
        await note
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader') })
          .count(),
      ).toBe(1);
      expect(await note.getByRole('table').getByText('9%', { exact: true }).count()).toBe(2);
      expect(await note.locator('footer').textContent()).toContain(TICKET);
      await shootEverywhere(page, 'invoices-invoice', () =>
        page.getByRole('article', { name: 'Tax invoice' }),
      );
    });
    const [creditNote, ...more] = await call(buyer.token, eventInvoicesApi.bookingCreditNotes, {
      params: { id: puneBooking },
    });
    expect(more).toEqual([]);
    expect([creditNote?.invoiceNumber, creditNote?.totalInr]).toEqual([punDocument.number, 600]);
    expect(creditNote?.lines.map((line) => [line.cgstRate, line.sgstRate, line.igstRate])).toEqual([
      [9, 9, 0],
    ]);

    // The invoice page in Hindi, on a phone (decision 075): a Hindi browser and an account with no language chosen.
    await journey(browser(), 'invoices-hindi', { viewport: PHONE, locale: 'hi-IN' }, async (page) => {
      await signInAs(page, buyer.email, `/events/bookings/${puneBooking}/invoice`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.getByRole('article', { name: 'कर बीजक (टैक्स इनवॉइस)' }).waitFor();
      await page.getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' }).waitFor();
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, 'invoices-invoice-hindi-phone');
      await page.getByRole('heading', { level: 2, name: 'क्रेडिट नोट' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'invoices-invoice-hindi-phone-credit-note');
    });

    // 6. The organiser's invoices: the two invoices and the credit note; the month's B2CS table by state and rate.
    await journey(browser(), 'invoices-organiser', { viewport: DESKTOP }, async (page) => {
      await signInAs(page, organiser.email, '/events/admin/invoices');
      const list = page.getByRole('table', { name: 'Invoices and credit notes' });
      await list.waitFor();
      const rows = list.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
      await expect.poll(() => rows.count()).toBe(3);
      const numbers = (await rows.getByRole('rowheader').allTextContents()).map((text) => text.trim());
      expect(numbers.sort()).toEqual([creditNote?.number, punDocument.number, bluDocument.number].sort());
      const noteRow = rows.filter({ hasText: creditNote?.number ?? '' });
      expect(await noteRow.textContent()).toContain(`against ${punDocument.number}`);
      expect(await noteRow.textContent()).toContain(`−${TICKET}`);
      expect(await rows.filter({ hasText: punDocument.number }).first().textContent()).toContain(
        'Maharashtra (27)',
      );
      expect(await rows.filter({ hasText: bluDocument.number }).textContent()).toContain('Karnataka (29)');

      // axe before the export, whose toast would be judged while it fades in.
      await settled(page);
      const found = await violations(page);
      if (found.length > 0) axe['organiser-invoices'] = found;

      await page.getByLabel('Month', { exact: true }).selectOption(indianMonth());
      const csv = await saved(page, page.getByRole('button', { name: 'Export for GSTR-1', exact: true }));
      expect(csv.name).toMatch(/\.csv$/);
      const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).filter(Boolean);
      expect(lines[0]).toMatch(/^Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value/);
      const row = (place: string) => lines.find((line) => line.includes(place))?.split(',');
      // ₹600 at 18% is ₹508.47 taxable; Pune's two tickets less the credit note leave one.
      expect(row('27-Maharashtra')?.slice(0, 5)).toEqual(['OE', '27-Maharashtra', '', '18', '508.47']);
      expect(row('29-Karnataka')?.slice(0, 5)).toEqual(['OE', '29-Karnataka', '', '18', '508.47']);
      // The "Export saved" toast would cover the list in the phone shots.
      await closeToast(page, 'Export saved');

      await shootEverywhere(page, 'invoices-organiser', () =>
        page.getByRole(page.viewportSize()?.width === PHONE.width ? 'list' : 'table', {
          name: 'Invoices and credit notes',
        }),
      );
      // On a phone the organiser's tabs scroll sideways: the current one, the last, is scrolled into view.
      await page.setViewportSize(PHONE);
      const current = page
        .getByRole('navigation', { name: 'Organiser pages' })
        .getByRole('link', { name: 'Invoices', exact: true });
      const rightEdge = async () => {
        const box = await current.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      };
      await expect.poll(rightEdge).toBeLessThanOrEqual(PHONE.width);
    });

    // 7. axe on the tax profile form, the invoice page and the organiser's invoices page, in both themes.
    expect(axe).toEqual({});
    // Five journeys, three axe passes in two themes and fourteen screenshots: 55–80 s here.
  }, 240_000);
});
