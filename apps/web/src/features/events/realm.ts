// Kept for the events components, registration steps and api/ files that import from here, until their owners
// move the import to @/lib/realm (realm helpers) or ./paths (the events pages' addresses).
export {
  isRealm,
  REALM_TAB_LABEL as REALM_LABEL,
  REALMS,
  realmFromParam,
  realmService as serviceOf,
} from '@/lib/realm';
export {
  ADMIN_PATH,
  BOOKINGS_PATH,
  bookingsPath,
  eventPath,
  listPath,
  REGISTRATIONS_PATH,
  registerPath,
} from './paths';
