/**
 * An organiser's GST registration (decision 079): read and recorded through `GET|PUT /api/main/organiser/tax-profile`
 * (the routes call these). The GSTIN is checked as the web checks it as typed (`gstinProblem` in contracts), and a
 * refusal says why in plain words. Changes when a tax profile gains a field or a check.
 */
import { GST_STATES, gstinProblem, gstStateName, normaliseGstin } from '@engagex/contracts';
import type { Database } from '../db/database.js';
import type { Executor } from '../db/transaction.js';
import { AppError } from '../errors.js';
import { msg } from '../i18n/say.js';

export type TaxProfileInput = { legalName: string; gstin: string; address: string; stateCode: string };
export type TaxProfile = TaxProfileInput & { stateName: string; updatedAt: string };

/** The user's tax profile, or null when they have recorded none (their events are invoiced by the platform). */
export async function getTaxProfile(executor: Executor, userId: string): Promise<TaxProfile | null> {
  const row = await executor
    .selectFrom('tax_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    legalName: row.legal_name,
    gstin: row.gstin,
    address: row.address,
    stateCode: row.state_code,
    stateName: gstStateName(row.state_code) ?? row.state_code,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Records (or replaces) the user's tax profile. Every problem is a 400 with the field it is about and nothing is
 * written. Documents already issued keep the particulars they were issued with (they are copied onto each).
 */
export async function putTaxProfile(
  db: Database,
  userId: string,
  input: TaxProfileInput,
): Promise<TaxProfile> {
  const legalName = input.legalName.trim();
  const address = input.address.trim();
  const stateCode = input.stateCode.trim();
  const gstin = normaliseGstin(input.gstin);
  const details: { path: string; message: string }[] = [];
  if (!legalName)
    details.push({ path: 'body.legalName', message: msg('Give the legal name on the GST registration') });
  if (!address)
    details.push({ path: 'body.address', message: msg('Give the address on the GST registration') });
  if (!GST_STATES.some((state) => state.code === stateCode))
    details.push({ path: 'body.stateCode', message: msg('Choose the state of the GST registration') });
  else {
    const problem = gstinProblem(gstin, stateCode);
    if (problem) details.push({ path: 'body.gstin', message: problem });
  }
  if (details.length > 0)
    throw new AppError('VALIDATION_ERROR', details[0]?.message ?? msg('Check the tax profile'), details);
  await db
    .insertInto('tax_profiles')
    .values({ user_id: userId, legal_name: legalName, gstin, address, state_code: stateCode })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        legal_name: legalName,
        gstin,
        address,
        state_code: stateCode,
        updated_at: new Date(),
      }),
    )
    .execute();
  return (await getTaxProfile(db, userId)) as TaxProfile;
}
