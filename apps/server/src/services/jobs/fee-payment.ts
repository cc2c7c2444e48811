/**
 * Paying a job application's fee from the wallet or through the gateway (decision 023). Changes when the fee's
 * payment does.
 */
import type { ZJobPaymentCompleteRequest, ZJobPaymentInitiateRequest } from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentGateway } from '../../platform/payments/gateway.js';
import { cancelPurchase, completePurposePurchase, initiatePurposePurchase } from '../main/index.js';
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
  if (input.method === 'credits') {
    await payFeeWithCredits(db, { applicationId, userId });
  } else {
    const row = await unpaidFee(db, { applicationId, userId });
    const purchase = await initiatePurposePurchase(db, gateway, {
      userId,
      credits: row.fee_credits,
      purpose: JOB_FEE_PURPOSE,
      purposeRef: applicationId,
      description: 'Job application fee',
    });
    // Named on the application only while its fee is unpaid: a payment in credits that went through meanwhile
    // would otherwise read as this checkout's, still open (decision 049).
    const named = await db
      .updateTable('job_applications')
      .set({ purchase_id: purchase.purchaseId })
      .where('id', '=', applicationId)
      .where('payment_status', '<>', 'COMPLETED')
      .executeTakeFirst();
    if (named.numUpdatedRows === 0n) {
      await cancelPurchase(db, { userId, purchaseId: purchase.purchaseId });
      throw new AppError('CONFLICT', 'The fee is already paid');
    }
  }
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
    notForIt: 'This payment is not for this application',
  });
  return paymentStatus(db, { applicationId, userId, admin: false });
}
