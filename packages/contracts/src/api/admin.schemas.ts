import {
  ZAdminCreditsRequest,
  ZAdminReasonRequest,
  ZAdminRevokeSessionsRequest,
  ZAdminRoleParams,
  ZAdminUserDetail,
  ZAdminUserPage,
  ZAdminUserParams,
  ZAdminUserSearchQuery,
  ZAuditPage,
  ZAuditQuery,
} from '../admin.js';
import { ZCreditMovementResponse } from '../credits.js';
import type { SchemaTable } from './define.js';

export const adminSchemas = {
  users: { query: ZAdminUserSearchQuery, response: ZAdminUserPage },
  user: { params: ZAdminUserParams, response: ZAdminUserDetail },
  grantRole: { params: ZAdminRoleParams, response: ZAdminUserDetail.shape.user },
  revokeRole: { params: ZAdminRoleParams, response: ZAdminUserDetail.shape.user },
  adjustCredits: { params: ZAdminUserParams, body: ZAdminCreditsRequest, response: ZCreditMovementResponse },
  revokeSessions: {
    params: ZAdminUserParams,
    body: ZAdminRevokeSessionsRequest,
    response: ZAdminUserDetail.shape.sessions,
  },
  suspend: { params: ZAdminUserParams, body: ZAdminReasonRequest, response: ZAdminUserDetail.shape.user },
  restore: { params: ZAdminUserParams, body: ZAdminReasonRequest, response: ZAdminUserDetail.shape.user },
  resetTwoFactor: {
    params: ZAdminUserParams,
    body: ZAdminReasonRequest,
    response: ZAdminUserDetail.shape.user,
  },
  audit: { query: ZAuditQuery, response: ZAuditPage },
} satisfies SchemaTable;
