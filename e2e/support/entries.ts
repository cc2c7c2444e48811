import type { TContestant } from '@engagex/contracts';
import { api } from './api.js';
import { baseUrl } from './browser.js';

/** A competition entry whose fee is paid by card through the sandbox checkout, as the browser does it. */
export async function entryPaidByCard(token: string, email: string, eventId: string): Promise<string> {
  const entry = await api<TContestant>(token, 'POST', '/api/events/contestants', {
    eventId,
    personalDetails: {
      fullName: 'Asha Rao',
      dateOfBirth: '1998-04-12',
      phone: '9876543210',
      email,
      city: 'Pune',
    },
    performance: { title: 'Raga', category: 'vocal', durationMinutes: 8, description: 'A vocal piece.' },
    isGroupPerformance: false,
    additionalContestants: [],
  });
  const started = await api<{ payment: { paymentUrl: string } }>(
    token,
    'POST',
    '/api/events/contestants/payment/initiate',
    { contestantId: entry.id, method: 'gateway' },
  );
  const pay = await fetch(`${baseUrl()}${new URL(started.payment.paymentUrl).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const back = new URL(pay.headers.get('location') ?? '', baseUrl());
  const { kind: _k, realm: _r, id: _i, ...proof } = Object.fromEntries(back.searchParams);
  await api(token, 'POST', '/api/events/contestants/payment/complete', { contestantId: entry.id, ...proof });
  return entry.id;
}
