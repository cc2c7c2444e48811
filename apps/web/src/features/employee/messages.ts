/**
 * The words of the employee screens (encashment: turning earned credits into money, the payout fields, the referral
 * guide, and the admins' encashment queue) in every language (decision 075). Payout words (UPI ID, account number,
 * IFSC) are people's money: a translation says exactly what the bank asks. Changes when an employee screen says
 * something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
