/**
 * Which chunk a budgeted later page's own modules go to (decisions 081, 085, 093, 113): the events pages' and
 * credits' common chunks, an event page's, the events list's, its filter panel's, the events pages' header and the
 * way to the pages after them. vite.config.ts names the groups; this file says what each holds. Changes when one of
 * those pages gains or loses a piece, or a piece moves to another.
 */

/**
 * What every attendee events page loads besides its own component (decision 081): the route's page and loader
 * modules, the queries they start with their endpoint tables, the feature's formatting, keys, English words and the
 * small components the list and the event page share. One request instead of about twenty of under a kilobyte each,
 * whose headers cost more than their code (decision 076).
 */
const EVENTS_COMMON =
  /[\\/]src[\\/]features[\\/]events[\\/]((pages|EventsLayout|loaders|keys|format|filters-panel|messages)\.tsx?|messages[\\/]en\.json\.catalogue\.js|api[\\/]get-event\.ts|waiting-room[\\/](api[\\/](get-waiting-room|keys)|refusal)\.ts|components[\\/](feedback|EventCover|SeatsBadge|RupeesPrice)\.tsx)$|[\\/]packages[\\/]contracts[\\/]src[\\/]api[\\/](events|bookings|contestants|waiting-room|waitlist|ticketing)\.ts$/;

/**
 * An event page's own pieces (decision 081), the show picker and the waitlist place included though the booking
 * dialogs and My waitlists draw them too: one request with the page instead of one each. Not the several ticket
 * types' picker, which loads when an event sells several (decision 085).
 */
export const EVENT_PAGE =
  /[\\/]src[\\/]features[\\/]events[\\/](components[\\/](EventPage|BookingPanel|HeldOrNew|ChooseSeats|SlotPicker|WaitlistPlace|LiveIndicator|PromoCodeField|SeatStepper|ShareButton)\.tsx|(ticket-order|sale-note|event-page[\\/]messages)\.ts|waiting-room[\\/]WaitingRoomGate\.tsx|event-page[\\/]messages[\\/]en\.json\.catalogue\.js|api[\\/](get-event-slots|join-waitlist|leave-waitlist|list-my-holds|list-my-waitlist|check-promo-code|create-booking|get-event-with-code)\.ts)$/;

/**
 * The events list's page with its cards, words, loader, filters and queries (decision 093), which an event page
 * does not use: its filter panel loads apart, when shown, and uses the same words; without this they would be a
 * third chunk, a request more for the list.
 */
export const EVENTS_LIST =
  /[\\/]src[\\/]features[\\/]events[\\/](components[\\/](EventsPage|EventCard)\.tsx|filters\.ts|api[\\/](list-events|list-districts)\.ts|list[\\/](loader\.ts|messages\.ts|messages[\\/]en\.json\.catalogue\.js))$/;

/**
 * The list's filter panel with the queries only it makes (decision 093), loaded when shown, and its district field,
 * which loads the district picker on first focus (decision 104), and its date fields' stand-ins, which load the date
 * field so (decision 112). Not the picker itself: with it, the organiser's
 * place fields (its one other user) loaded the panel and, through its words, the list.
 */
export const EVENT_FILTERS =
  /[\\/]src[\\/]features[\\/]events[\\/](components[\\/](EventFiltersPanel|DistrictFilter|DateFilter)\.tsx|api[\\/](list-adjacent-districts|list-event-types|list-district-events)\.ts)$/;

/**
 * The way to the events pages reached after the list and an event page (decision 113): their lazy imports with
 * their preload lists, their loaders and the two lists' queries those loaders start. Apart from `events`, which the
 * list and an event page load too; those pages load this chunk beside it, at once, from the route table.
 */
export const EVENTS_LATER_PAGES =
  /[\\/]src[\\/]features[\\/]events[\\/](later[\\/](pages\.tsx|loaders\.ts)|api[\\/](list-my-bookings|list-my-registrations)\.ts)$/;

/**
 * The events pages' own header with its navigation (browse, My bookings, My registrations), which the list, My
 * bookings, a ticket and My registrations draw and an event page does not (decision 099): a chunk of its own, a
 * request more for those pages (about 0.45 KB of headers) and 1.2 KB less for an event page.
 */
export const EVENTS_HEADER = /[\\/]src[\\/]features[\\/]events[\\/]components[\\/]EventsHeader\.tsx$/;

/**
 * The events pages' chunks by name: each takes its modules and the icons only they draw (the header's, the list's
 * search and filter icons, an event page's), which would otherwise go to `events`, and every events page would
 * download them (decision 099). For vite.config.ts's groups: one group each, so each stays one chunk.
 */
export const EVENTS_PAGE_CHUNKS = {
  'event-page': EVENT_PAGE,
  'events-list': EVENTS_LIST,
  'events-header': EVENTS_HEADER,
  'event-filters': EVENT_FILTERS,
  'events-later-pages': EVENTS_LATER_PAGES,
} as const;

/** The same for the credits page (decision 081): its loader with its queries, their keys and the page's words. */
const CREDITS_COMMON =
  /[\\/]src[\\/]features[\\/]credits[\\/]((credits-loader|messages|ledger-kinds)\.ts|messages[\\/]en\.json\.catalogue\.js|api[\\/](keys|get-user-location|list-purchases)\.ts)$/;
/** Each budgeted feature's common chunk (decision 081), with the icons only it and a measured page draw (085). */
export const FEATURE_COMMON = { events: EVENTS_COMMON, credits: CREDITS_COMMON } as const;
