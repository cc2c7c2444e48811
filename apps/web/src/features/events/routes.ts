import type { TRealm } from '@engagex/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { laterEventsLoaders } from './later/loaders';
import type { laterEventsPages } from './later/pages';
import type { eventsLoaders } from './loaders';
import type { eventsPages } from './pages';
import { BOOKINGS_PATH } from './paths';

/**
 * The pages that open without a network (docs/product.md "The ticket wallet"): My bookings and a ticket show what this device saved. The
 * session guard lets them render when the server cannot be reached, instead of its error screen.
 */
export const opensOffline = (pathname: string): boolean =>
  pathname === BOOKINGS_PATH || (pathname.startsWith(`${BOOKINGS_PATH}/`) && !pathname.endsWith('/invoice'));

/**
 * /events/*, the attendee side of the events module: both realms' catalogues and event pages, the
 * registration wizard, the user's bookings and registrations, and the gateway's return page, below one layout
 * route. Each page is its own chunk, reached through ./pages, with its loader from ./loaders fetched in parallel;
 * the pages after the list and an event page through ./later/pages and ./later/loaders (decision 113).
 * The organisers' /events/admin is another feature's: more static segments, so it wins over `:eventId`.
 */
export function eventsRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (name: keyof typeof eventsPages) => async () => (await import('./pages')).eventsPages[name]();
  // The pages after the list and an event page come through a module of their own (decision 113).
  const laterPage = (name: keyof typeof laterEventsPages) => async () =>
    (await import('./later/pages')).laterEventsPages[name]();
  const loader = (name: keyof typeof eventsLoaders) => async () =>
    (await import('./loaders')).eventsLoaders[name](queryClient);
  const route = (name: keyof typeof eventsLoaders & keyof typeof eventsPages) => ({
    lazy: { loader: loader(name), Component: page(name) },
  });
  // An event's waiting room asks what an event page asks (./loaders); its page comes with the later ones.
  const waitingRoom = (name: 'waitingRoom' | 'culturalWaitingRoom') => ({
    lazy: { loader: loader(name), Component: laterPage(name) },
  });
  const laterLoader = (name: keyof typeof laterEventsLoaders) => async () =>
    (await import('./later/loaders')).laterEventsLoaders[name](queryClient);
  const laterRoute = (name: keyof typeof laterEventsLoaders & keyof typeof laterEventsPages) => ({
    lazy: { loader: laterLoader(name), Component: laterPage(name) },
  });
  // The list's loader comes with the list's code (./list/loader), not in the chunk every events page loads.
  const catalogue = (realm: TRealm, name: 'catalogue' | 'culturalCatalogue') => ({
    lazy: {
      loader: async () => (await import('./list/loader')).catalogueLoader(realm)(queryClient),
      Component: page(name),
    },
  });

  return [
    {
      path: 'events',
      lazy: { Component: page('layout') },
      children: [
        { index: true, ...catalogue('events', 'catalogue') },
        { path: 'cultural', ...catalogue('cultural-events', 'culturalCatalogue') },
        { path: 'bookings', ...laterRoute('myBookings') },
        { path: 'bookings/:bookingId', lazy: { Component: laterPage('ticket') } },
        // A paid booking's and entry's GST invoice with its credit notes (decision 079); not saved for offline use.
        { path: 'bookings/:bookingId/invoice', lazy: { Component: laterPage('bookingInvoice') } },
        { path: 'registrations', ...laterRoute('myRegistrations') },
        { path: 'registrations/:contestantId/invoice', lazy: { Component: laterPage('entryInvoice') } },
        // The payment gateway sends the browser back here after paying for a booking or an entry fee; a checkout
        // opened from the booking widget's window goes on to that window's own page (decision 105).
        {
          path: 'payment-return',
          lazy: {
            loader: async () => (await import('./pending-payment')).paymentReturnElsewhere,
            Component: laterPage('paymentReturn'),
          },
        },
        { path: 'register/:realm/:eventId', ...laterRoute('register') },
        { path: 'cultural/:eventId', ...route('culturalEvent') },
        { path: ':eventId', ...route('event') },
        // An event's waiting room for a hot on-sale (decision 080).
        { path: 'cultural/:eventId/waiting-room', ...waitingRoom('culturalWaitingRoom') },
        { path: ':eventId/waiting-room', ...waitingRoom('waitingRoom') },
        { path: '*', lazy: { Component: page('notFound') } },
      ],
    },
  ];
}
