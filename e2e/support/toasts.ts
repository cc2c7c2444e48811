/**
 * The web app's toasts as the journeys meet them (Radix, apps/web/src/ui/toast/Toaster.tsx: a list at the bottom right,
 * across the bottom above the navigation on a phone, each toast for 5 s). Changes when the toaster does.
 */
import type { Page } from 'playwright-core';

/** Radix names the toasts' region so in every language. */
const REGION = '[role="region"][aria-label="Notifications (F8)"]';

/** The toasts showing now. */
export const toasts = (page: Page) => page.locator(REGION).getByRole('listitem');

/**
 * Radix pauses every toast while the pointer is over their list, and Playwright leaves the pointer where it last
 * clicked: a toast raised under it would stay over whatever is beneath it until the journey's next click there times
 * out. So before each action and each wait on a page, a pointer resting on the toasts is moved off them, as a person's
 * hand moves on (to the top left corner, never under a toast). The toasts then go when their time is up, and a click
 * on what they cover waits for that; a journey that reads a toast still finds it (decision 118).
 */
export async function movePointerOffToasts(page: Page) {
  await page.addLocatorHandler(page.locator(`${REGION} ol:hover`), async () => {
    await page.mouse.move(0, 0);
  });
}

/**
 * Closes a toast as a person would, when it sits over what the journey clicks or shoots next and waiting up to 5 s for
 * it to go is not wanted. A toast that went by itself is fine.
 */
export async function closeToast(page: Page, text: string) {
  const toast = toasts(page).filter({ hasText: text });
  const close = toast.getByRole('button', { name: 'Dismiss notification' });
  if (await toast.isVisible()) await close.click({ timeout: 5_000 }).catch(() => {});
  await toast.waitFor({ state: 'detached' });
}
