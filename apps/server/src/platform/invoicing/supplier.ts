/**
 * Who invoices (decision 079): an event is invoiced by the tax profile of the person who runs it; with none, by the
 * platform's profile from settings (config.ts `PLATFORM_*`, which app.ts hands in); with neither, a receipt without
 * tax is issued. Job fees are the platform's. Changes when who supplies a ticket, an entry or a job fee does.
 */
import type { InvoiceParty } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

/** A supplier as a document records it: the key of its numbering series and its particulars. */
export type Supplier = { key: string; party: InvoiceParty };

export type PlatformProfile = { legalName: string; gstin: string; address: string; stateCode: string };

/** The series key of everything the platform supplies (its own profile, or no GSTIN at all). */
export const PLATFORM_SUPPLIER_KEY = 'platform';

/** What a receipt names as its supplier when nobody has a GSTIN: the portal, with no tax collected. */
const UNREGISTERED_NAME = 'EngageX';

/**
 * The platform's profile, set once by app.ts from the configuration when the app is built. Every process reads the
 * same settings, so no process knows anything another would need.
 */
let platformProfile: PlatformProfile | null = null;

export function usePlatformProfile(profile: PlatformProfile | null) {
  platformProfile = profile;
}

/**
 * The platform as supplier: its profile, or, with none set, an unregistered supplier whose state is the place of
 * supply's (no tax turns on it).
 */
export function platformSupplier(placeOfSupply: string): Supplier {
  if (platformProfile) return { key: PLATFORM_SUPPLIER_KEY, party: { ...platformProfile } };
  return {
    key: PLATFORM_SUPPLIER_KEY,
    party: { legalName: UNREGISTERED_NAME, gstin: null, address: '', stateCode: placeOfSupply },
  };
}

/** The supplier of an event's tickets and entries: its organiser's tax profile, else the platform. */
export async function eventSupplier(
  executor: Executor,
  event: { organiserId: string | null; placeOfSupply: string },
): Promise<Supplier> {
  if (event.organiserId) {
    const profile = await executor
      .selectFrom('tax_profiles')
      .select(['legal_name', 'gstin', 'address', 'state_code'])
      .where('user_id', '=', event.organiserId)
      .executeTakeFirst();
    if (profile)
      return {
        key: event.organiserId,
        party: {
          legalName: profile.legal_name,
          gstin: profile.gstin,
          address: profile.address,
          stateCode: profile.state_code,
        },
      };
  }
  return platformSupplier(event.placeOfSupply);
}

/**
 * Why an event's organiser issues receipts without tax, for their console; null when invoices carry GST. The
 * organiser's console reads it (reads.ts and the routes' helper own the wording a person sees).
 */
export async function invoicingGap(
  executor: Executor,
  organiserId: string | null,
): Promise<'no-profile-platform-invoices' | 'no-gstin-receipts' | null> {
  if (organiserId) {
    const profile = await executor
      .selectFrom('tax_profiles')
      .select('user_id')
      .where('user_id', '=', organiserId)
      .executeTakeFirst();
    if (profile) return null;
  }
  return platformProfile ? 'no-profile-platform-invoices' : 'no-gstin-receipts';
}
