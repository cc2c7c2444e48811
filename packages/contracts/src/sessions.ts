import { z } from 'zod';

/**
 * A person's own sessions, "Your devices" (decision 087): where they are signed in, and ending any one of them or
 * all but the one in use. The admin console's view of anyone's sessions is `ZUserSession` (admin.ts).
 */

/** Where a sign-in came from, as the server's offline IP data places its address; null where it places none. */
export const ZSessionPlace = z.object({
  city: z.string(),
  region: z.string(),
  /** ISO 3166-1 alpha-2; the web names the country in the reader's language. */
  countryCode: z.string().length(2),
});
export type TSessionPlace = z.infer<typeof ZSessionPlace>;

/** One of the person's open sessions: a sign-in and the renewals of its token (decisions 037, 047). */
export const ZOwnSession = z
  .object({
    id: z.uuid(),
    /** Read from the sign-in's User-Agent; null when it names none people know. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    place: ZSessionPlace.nullable(),
    signedInAt: z.iso.datetime(),
    /** Its last sign-in or token renewal: the session is seen again within a token's life (an hour by default). */
    lastSeenAt: z.iso.datetime(),
    /** The session this very request came with: "this device". */
    current: z.boolean(),
  })
  .meta({ id: 'OwnSession' });
export type TOwnSession = z.infer<typeof ZOwnSession>;

/** The person's open sessions, the current one first, then by last seen. */
export const ZOwnSessions = z.object({ sessions: z.array(ZOwnSession) });
export type TOwnSessions = z.infer<typeof ZOwnSessions>;

export const ZOwnSessionParams = z.object({ id: z.uuid() });
