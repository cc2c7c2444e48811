/**
 * The booking widget's card payments (decisions 105 and 110): on the organiser's site a visitor holds a paid seat in
 * the frame and pays it in a window of the portal's own, the frame following until it shows the ticket; a browser
 * that blocks the window pays through a link; a window closed unpaid is told in the frame, whose visitor lets the
 * seats go; a window of another account says so. The screens a closed window leaves are judged by axe on a phone and
 * a desktop. widget.e2e.ts has the widget's way in (the event before sign-in, a free seat, the waiting room, the
 * headers). Changes when paying by card from the widget does.
 */
import { eventsApi } from '@engagex/contracts/api/events';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from './support/api.js';
import { violations } from './support/axe.js';
import { baseUrl, DESKTOP, journey, PHONE, sharedBrowser } from './support/browser.js';
import { isSandboxCheckout, shootBySystemTheme } from './support/portal.js';
import {
  clickInFrame,
  frameAncestors,
  holdForCard,
  openCheckout,
  organiserSite,
  otherAccountCheckout,
  paidWidgetShow,
  shootWidget,
} from './support/widget.js';

const browser = sharedBrowser();
const site = organiserSite();

/** The paid show the card journeys book (decision 105). */
let paidEventId = '';
/** The paid show whose payment window the visitor closes unpaid (decision 110). */
let closedEventId = '';

/** axe on a phone (390 px) and a desktop (1280 px), light and dark; `frame`: judge that iframe's document alone. */
async function judgedOnPhoneAndDesktop(page: Page, frame?: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400); // the device variant and the frame's height follow the resize
    expect(await violations(page, frame), `${viewport.width} px`).toEqual([]);
  }
}

describe('paying by card from the booking widget', () => {
  test('a visitor pays a seat by card in a window of the portal’s own, and the frame shows the ticket', async () => {
    paidEventId = (await paidWidgetShow(site.origin(), 'Widget Card', 10)).eventId;

    await journey(browser(), 'widget-card', { viewport: DESKTOP }, async (page) => {
      const { frame, panel } = await holdForCard(page, site.page(paidEventId), 'en');

      // The click opens the window itself (a popup the browser allows); the frame waits, counting the hold down.
      const checkout = await openCheckout(page, panel, 'en');
      const waiting = panel.getByRole('heading', { name: 'Finish paying in the window that opened' });
      await waiting.waitFor();
      await panel.getByRole('timer').waitFor();

      // The window goes on to the sandbox's checkout on the portal's origin, which still refuses to be framed.
      await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      expect(new URL(checkout.url()).origin).toBe(baseUrl());
      const checkoutPage = await fetch(checkout.url());
      expect(frameAncestors(checkoutPage.headers.get('content-security-policy'))).toBe("'none'");
      expect(checkoutPage.headers.get('x-frame-options')).not.toBeNull();
      await shootWidget(page, frame, 'widget-card-paying', () => waiting.waitFor());

      // Paid there: the window says so and closes itself; the frame shows the ticket, and never said the window
      // was closed before paying on the way (decision 110: it reads the booking again before it concludes).
      await frame.locator('main').evaluate(() => {
        const seen = window as unknown as { sawClosedUnpaid?: boolean };
        seen.sawClosedUnpaid = false;
        new MutationObserver(() => {
          if (document.body.textContent?.includes('closed before paying')) seen.sawClosedUnpaid = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const closed = checkout.waitForEvent('close', { timeout: 30_000 });
      await checkout.getByRole('button', { name: /^Pay / }).click();
      await checkout.waitForURL((url) => url.pathname === '/embed/payment-return');
      const returned = new URL(checkout.url());
      expect(returned.searchParams.get('popup')).toBe('1');
      await checkout.getByRole('heading', { name: 'Payment received' }).waitFor();
      await closed;
      const going = panel.getByRole('heading', { name: 'You are going!' });
      await going.waitFor({ timeout: 30_000 });
      expect(
        await frame
          .locator('main')
          .evaluate(() => (window as unknown as { sawClosedUnpaid?: boolean }).sawClosedUnpaid),
      ).toBe(false);
      await shootWidget(page, frame, 'widget-card-paid', () => going.waitFor());

      // The return page as a tab opened from the link shows it, and stays open (the payment is confirmed once).
      returned.searchParams.delete('popup');
      const tab = await page.context().newPage();
      await tab.goto(`${returned.pathname}${returned.search}`);
      const received = tab.getByRole('heading', { name: 'Payment received' });
      await received.waitFor();
      await tab.getByText('₹400').waitFor();
      expect(await tab.getByRole('navigation').count()).toBe(0);
      await shootBySystemTheme(tab, 'widget-card-return', () => received.waitFor());
    });
  }, 240_000);

  test('a Hindi reader whose browser blocks the window pays through the link, all in Hindi', async () => {
    expect(paidEventId).not.toBe('');
    await journey(browser(), 'widget-card-hindi', { viewport: DESKTOP, locale: 'hi-IN' }, async (page) => {
      const { frame, panel } = await holdForCard(page, site.page(paidEventId), 'hi');

      // A browser that blocks the window: the frame offers the payment page as a link instead.
      await frame.locator('main').evaluate(() => {
        window.open = () => null;
      });
      await clickInFrame(page, panel.getByRole('button', { name: 'चेकआउट पर जाएँ' }));
      await panel.getByRole('heading', { name: 'जो विंडो खुली है, उसमें भुगतान पूरा करें' }).waitFor();
      await panel.getByRole('alert').getByText('आपके ब्राउज़र ने भुगतान विंडो रोक दी', { exact: false }).waitFor();
      const link = panel.getByRole('link', { name: 'भुगतान पेज खोलें' });
      await shootWidget(page, frame, 'widget-card-paying-hi', () => link.waitFor());

      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await tab.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      await tab.getByRole('button', { name: /^Pay / }).click();
      await tab.waitForURL((url) => url.pathname === '/embed/payment-return');
      const received = tab.getByRole('heading', { name: 'भुगतान मिल गया' });
      await received.waitFor();
      // A tab the frame did not open is the person's: it stays, and offers no button that could not close it.
      expect(await tab.getByRole('button', { name: 'यह विंडो बंद करें' }).count()).toBe(0);
      await panel.getByRole('heading', { name: 'आपकी बुकिंग पक्की है!' }).waitFor({ timeout: 30_000 });
      await shootBySystemTheme(tab, 'widget-card-return-hi', () => received.waitFor());
      expect(tab.isClosed()).toBe(false);
    });
  }, 240_000);

  test('a visitor who closes the payment window unpaid is told so in the frame and lets the seats go', async () => {
    const { token, eventId } = await paidWidgetShow(site.origin(), 'Widget Closed', 11);
    closedEventId = eventId;

    await journey(browser(), 'widget-card-closed', { viewport: DESKTOP }, async (page) => {
      const { frame, panel } = await holdForCard(page, site.page(closedEventId), 'en');
      const checkout = await openCheckout(page, panel, 'en');
      await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
      // On the gateway's page the window is still the frame's (decision 110: no opener policy there), so the frame
      // goes on waiting rather than taking it for closed.
      const sandboxPage = await fetch(checkout.url());
      expect(sandboxPage.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(frameAncestors(sandboxPage.headers.get('content-security-policy'))).toBe("'none'");
      await page.waitForTimeout(1_500);
      await panel.getByRole('heading', { name: 'Finish paying in the window that opened' }).waitFor();
      expect(
        await frame.locator('main').evaluate(() => document.body.textContent?.includes('closed before')),
      ).toBe(false);

      // Closed without paying: the frame says so, with the three ways on, and passes axe on a phone and a desktop.
      await checkout.close();
      const closed = panel.getByRole('heading', { name: 'The payment window was closed before paying' });
      await closed.waitFor({ timeout: 15_000 });
      await panel.getByRole('timer').waitFor();
      await panel.getByRole('button', { name: 'Open the payment page again' }).waitFor();
      await panel.getByRole('button', { name: 'Pay another way' }).waitFor();
      const release = panel.getByRole('button', { name: 'Release the seats' });
      await release.waitFor();
      await judgedOnPhoneAndDesktop(page, 'iframe[data-engagex]');
      await shootWidget(page, frame, 'widget-card-closed', () => closed.waitFor());

      // The window's own session is the visitor's; an address naming another holder says so, and shows nothing more.
      const other = await page.context().newPage();
      await other.goto(otherAccountCheckout(closedEventId));
      const otherAccount = other.getByRole('heading', {
        name: 'This window is signed in as another account',
      });
      await otherAccount.waitFor({ timeout: 30_000 });
      await other.getByRole('button', { name: 'Sign in as the right account' }).waitFor();
      await judgedOnPhoneAndDesktop(other);
      await shootBySystemTheme(other, 'widget-card-other-account', () => otherAccount.waitFor());
      await other.close();

      // Letting the seats go: the hold is cancelled through the event page's own call, and the seat is back.
      const seatsLeft = async () =>
        (await call(token, eventsApi.slots, { params: { id: closedEventId } }))[0]?.seatsAvailable;
      expect(await seatsLeft()).toBe(9);
      await clickInFrame(page, release);
      await panel.getByRole('button', { name: 'Book 1 seat' }).waitFor({ timeout: 30_000 });
      await expect.poll(seatsLeft, { timeout: 10_000 }).toBe(10);
    });
  }, 240_000);

  test('a Hindi reader sees the closed window and the other account in Hindi', async () => {
    expect(closedEventId).not.toBe('');
    await journey(
      browser(),
      'widget-card-closed-hi',
      { viewport: DESKTOP, locale: 'hi-IN' },
      async (page) => {
        const { frame, panel } = await holdForCard(page, site.page(closedEventId), 'hi');
        const checkout = await openCheckout(page, panel, 'hi');
        await checkout.waitForURL(isSandboxCheckout, { timeout: 30_000 });
        await checkout.close();
        const closed = panel.getByRole('heading', { name: 'भुगतान से पहले ही भुगतान विंडो बंद हो गई' });
        await closed.waitFor({ timeout: 15_000 });
        await shootWidget(page, frame, 'widget-card-closed-hi', () => closed.waitFor());

        const other = await page.context().newPage();
        await other.goto(otherAccountCheckout(closedEventId));
        const otherAccount = other.getByRole('heading', { name: 'यह विंडो किसी दूसरे खाते से साइन इन है' });
        await otherAccount.waitFor({ timeout: 30_000 });
        await shootBySystemTheme(other, 'widget-card-other-account-hi', () => otherAccount.waitFor());
        await other.close();
        await clickInFrame(page, panel.getByRole('button', { name: 'सीटें छोड़ें' }));
        await panel.getByRole('button', { name: '1 सीट बुक करें' }).waitFor({ timeout: 30_000 });
      },
    );
  }, 240_000);
});
