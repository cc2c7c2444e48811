/**
 * Where a hold's card payment opens its checkout (decision 105). The portal's pages leave for it in their own tab
 * (HeldBooking, through pending-payment.ts); the booking widget's frame, where the checkout page may not be framed,
 * provides its own way: called in the click itself, before anything is awaited, so that a window it opens then is
 * one the browser allows. Changes when a page pays by card somewhere else than in its own tab.
 */
import type { TBooking } from '@engagex/contracts';
import { createContext, useContext } from 'react';

/** Takes over a card payment of the hold: the checkout is then opened, and the booking followed, by the caller. */
export type PayByCardElsewhere = (booking: TBooking) => void;

export const PayByCardElsewhereContext = createContext<PayByCardElsewhere | null>(null);

export const usePayByCardElsewhere = (): PayByCardElsewhere | null => useContext(PayByCardElsewhereContext);
