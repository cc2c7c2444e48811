/**
 * The card payment's window for a hold (decision 105), apart from paths.ts: only the frame's booking steps build it,
 * and paths.ts is read before anything else on every page. Changes when the window's address does.
 */
import type { TRealm } from '@engagex/contracts';
import { WIDGET_CHECKOUT_PATH } from './paths';

/**
 * The page that opens the gateway's checkout on the portal's own origin. `popup` when the frame opened it, so that
 * its return page may close it; a tab opened from the fallback link is left open. `holder` is the id of the user
 * who holds the seats (never a token): the window tells a session of another account by it (decision 110).
 */
export const widgetCheckoutHref = (
  realm: TRealm,
  bookingId: string,
  { popup, holder }: { popup: boolean; holder?: string | undefined },
): string =>
  `${WIDGET_CHECKOUT_PATH}?${new URLSearchParams({
    realm,
    booking: bookingId,
    ...(holder ? { holder } : {}),
    ...(popup ? { popup: '1' } : {}),
  })}`;
