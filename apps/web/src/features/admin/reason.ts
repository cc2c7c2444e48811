import { type TAdminReasonRequest, ZAdminReasonRequest } from '@engagex/contracts';
import type { ReasonRule } from '@/ui/ReasonDialog';
import { t } from './messages';

/*
 * The reason the admin console asks for before a change to a person (suspending, restoring, ending sessions):
 * the audit log keeps it (docs/product.md, the admin console). Changes with ZAdminReasonRequest.
 */
export const ADMIN_REASON: ReasonRule<TAdminReasonRequest> = {
  schema: ZAdminReasonRequest,
  request: (reason) => ({ reason }),
  reasonOf: ({ reason }) => reason,
  maxLength: 500,
};

/** Who reads an admin's reason, unless the person does too. */
export const auditHint = (): string => t('reason.auditHint');
