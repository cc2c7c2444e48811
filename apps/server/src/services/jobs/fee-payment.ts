/**
 * Paying an application's fee, in credits or through the gateway, by the steps every paid thing shares (main's
 * payForThing, decision 065); what is the fee's own (when it may be paid, how it is marked) is application-fee.ts.
 * Changes when how an application's fee is started or completed does.
 */
import type { ZJobPaymentCompleteRequest, ZJobPaymentInitiateRequest } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n/say.js';
import type { PaymentGateway } from '../../platform/payments/gateway.js';
import { completePurposePurchase, payForThing } from '../main/index.js';
import { payFeeWithCredits, unpaidFee } from './application-fee.js';
import { getApplication, paymentStatus } from './application-reads.js';

/** Gateway purchases for an application fee carry this purpose; its handler (jobFeePurpose) marks the fee paid. */
export const JOB_FEE_PURPOSE = 'job-fee';

type Owner = { userId: string };

/**
 * Pays an application's fee from the wallet at once, or starts a gateway purchase of exactly the fee, tied to
 * the application, whose checkout the client opens. Answers the fee's payment status.
 */
export async function initiateJobFeePayment(
  db: Database,
  gateway: PaymentGateway,
  input: Owner & z.infer<typeof ZJobPaymentInitiateRequest>,
) {
  const { userId, applicationId } = input;
  await payForThing(db, gateway, {
    userId,
    method: input.method,
    purpose: JOB_FEE_PURPOSE,
    purposeRef: applicationId,
    payWithCredits: () => payFeeWithCredits(db, { applicationId, userId }),
    unpaid: async () => {
      const row = await unpaidFee(db, { applicationId, userId });
      // Each gateway start opens a new checkout: one left open earlier is no longer the one the fee names.
      return { credits: row.fee_credits, description: 'Job application fee', openPurchaseId: null };
    },
    nameCheckout: async (purchaseId) => {
      // Named on the application only while its fee is unpaid: a payment in credits that went through meanwhile
      // would otherwise read as this checkout's, still open (decision 049).
      const named = await db
        .updateTable('job_applications')
        .set({ purchase_id: purchaseId })
        .where('id', '=', applicationId)
        .where('payment_status', '<>', 'COMPLETED')
        .executeTakeFirst();
      if (named.numUpdatedRows > 0n) return { named: true };
      return { named: false, refusal: new AppError('CONFLICT', 'The fee is already paid') };
    },
  });
  return paymentStatus(db, { applicationId, userId, admin: false });
}

/** Completes the gateway payment of the user's own application fee with the checkout's proof. */
export async function completeJobFeePayment(
  db: Database,
  gateway: PaymentGateway,
  input: Owner & z.infer<typeof ZJobPaymentCompleteRequest>,
) {
  const { userId, applicationId, ...proof } = input;
  await getApplication(db, { applicationId, userId, admin: false });
  await completePurposePurchase(db, gateway, {
    userId,
    purpose: JOB_FEE_PURPOSE,
    purposeRef: applicationId,
    proof,
    notForIt: msg('This payment is not for this application'),
  });
  return paymentStatus(db, { applicationId, userId, admin: false });
}
