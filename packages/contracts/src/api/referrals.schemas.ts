import { z } from 'zod';
import {
  ZFlaggedReferral,
  ZRefereeIdParams,
  ZReferralClickRequest,
  ZReferralClickResponse,
  ZReferralLink,
  ZReferralStats,
  ZReferralStatsQuery,
  ZReviewReferralRequest,
  ZShareRecord,
  ZShareRequest,
} from '../referrals.js';
import type { SchemaTable } from './define.js';

export const referralsSchemas = {
  link: { response: ZReferralLink },
  share: { body: ZShareRequest, response: ZShareRecord },
  shares: { response: z.array(ZShareRecord) },
  stats: { query: ZReferralStatsQuery, response: ZReferralStats },
  click: { body: ZReferralClickRequest, response: ZReferralClickResponse },
  flagged: { response: z.array(ZFlaggedReferral) },
  review: { params: ZRefereeIdParams, body: ZReviewReferralRequest, response: ZFlaggedReferral },
} satisfies SchemaTable;
