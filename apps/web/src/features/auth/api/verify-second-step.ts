import type { TMfaVerifyRequest } from '@engagex/contracts';
import { mfaApi } from '@engagex/contracts/api/mfa';
import { call } from '@/lib/api';

/** The sign-in's second step (decision 089): the step's token and a code from the app, or a recovery code. */
export const verifySecondStep = (body: TMfaVerifyRequest) => call(mfaApi.verify, { body });
