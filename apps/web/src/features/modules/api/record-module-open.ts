/** The request and hook live in lib/account.ts: the events module records its visits too. */
export { recordModuleOpen, useRecordModuleOpen } from '@/lib/account';
