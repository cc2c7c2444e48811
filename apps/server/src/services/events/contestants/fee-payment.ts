import type {
  TRealm,
  ZCompleteContestantPaymentRequest,
  ZInitiateContestantPaymentRequest,
} from '@engagex/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { PaymentGateway } from '../../../platform/payments/gateway.js';
import {
  cancelPurchase,
  completePurposePurchase,
  initiatePurposePurchase,
} from '../../main/credits/purchases.js';
import { contestantPayment, feeForGateway, getContestant, payFeeWithCredits } from './contestants.js';

/** Gateway purchases for an entry fee carry this purpose; its handler (contestantPurchasePurpose) registers. */
export const contestantPurpose = (realm: TRealm) => `contestant:${realm}`;

type Owner = { userId: string };

/** The registration and its fee payment, as both payment calls answer. */
async function contestantWithPayment(db: Database, realm: TRealm, input: Owner & { contestantId: string }) {
  const own = { ...input, admin: false };
  return {
    contestant: await getContestant(db, realm, own),
    payment: await contestantPayment(db, realm, own),
  };
}

/**
 * Pays a registration's fee from the wallet at once, or starts a gateway purchase of exactly the fee, tied to
 * the registration, whose checkout the client opens.
 */
export async function initiateFeePayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZInitiateContestantPaymentRequest>,
) {
  const { userId, contestantId } = input;
  if (input.method === 'credits') {
    await payFeeWithCredits(db, realm, { userId, contestantId });
  } else {
    const row = await feeForGateway(db, realm, { userId, contestantId });
    // A checkout already open for this fee is answered again rather than a second one opened.
    if (!row.openPurchaseId) {
      const purchase = await initiatePurposePurchase(db, gateway, {
        userId,
        credits: row.fee_credits,
        purpose: contestantPurpose(realm),
        purposeRef: contestantId,
        description: 'Competition registration fee',
      });
      // Named on the registration only if the fee is still the one priced: members added meanwhile withdraw it.
      const named = await db
        .updateTable('contestants')
        .set({ purchase_id: purchase.purchaseId })
        .where('id', '=', contestantId)
        .where('status', '=', 'pending_payment')
        .where('fee_credits', '=', row.fee_credits)
        .executeTakeFirst();
      if (named.numUpdatedRows === 0n) {
        await cancelPurchase(db, { userId, purchaseId: purchase.purchaseId });
        throw new AppError(
          'CONFLICT',
          'The registration changed while the payment was being set up; nothing was charged, please retry',
        );
      }
    }
  }
  return contestantWithPayment(db, realm, { userId, contestantId });
}

/** Completes the gateway payment of the user's own registration fee with the checkout's proof. */
export async function completeFeePayment(
  db: Database,
  gateway: PaymentGateway,
  realm: TRealm,
  input: Owner & z.infer<typeof ZCompleteContestantPaymentRequest>,
) {
  const { userId, contestantId, ...proof } = input;
  await getContestant(db, realm, { contestantId, userId, admin: false });
  await completePurposePurchase(db, gateway, {
    userId,
    purpose: contestantPurpose(realm),
    purposeRef: contestantId,
    proof,
    notForIt: 'This payment is not for this registration',
  });
  return contestantWithPayment(db, realm, { userId, contestantId });
}
