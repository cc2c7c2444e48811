/**
 * The development identity provider (decision 007): what the app and the demo data use of it, on purpose.
 * Never registered in production (config.ts refuses DEV_IDP there).
 * Changes when the app needs another piece of the provider.
 */
export { createDevIdentityProvider, DEV_IDP_ISSUER, devSubjectFor } from './dev-idp.js';
export { devIdpRoutes } from './routes.js';
