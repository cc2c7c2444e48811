/**
 * Who passkeys are made for (decision 092): the relying party's id and the origins a browser may answer from, read
 * from the configuration the rest of the server already uses. Changes when where the web app is served changes.
 */
import type { Config } from '../../../../config.js';

export type RelyingParty = { id: string; name: string; origins: string[] };

/** Vite's development server (`npm run dev -w @engagex/web`), which proxies /api to this server. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * The RP ID is the web app's host name (`WEB_APP_URL`, else `PUBLIC_URL`): a passkey is bound to it, so it must
 * stay the same for as long as people keep their passkeys. The origins are the web app's and the server's own
 * (they are one in production, `npm start` and the journeys), and Vite's outside production.
 */
export function relyingParty(config: Pick<Config, 'env' | 'publicUrl' | 'webAppUrl'>): RelyingParty {
  const web = new URL(config.webAppUrl);
  const origins = new Set([web.origin, new URL(config.publicUrl).origin]);
  if (config.env !== 'production') origins.add(VITE_DEV_ORIGIN);
  return { id: web.hostname, name: 'EngageX', origins: [...origins] };
}
