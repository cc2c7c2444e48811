/** A competition entry a journey needs paid before it opens a page (decision 064). Changes with the entry form. */
import { contestantsApi } from '@engagex/contracts/api/contestants';
import { call } from './api.js';
import { payAtSandbox } from './shows.js';

/** A competition entry whose fee is paid by card through the sandbox checkout, as the browser does it. */
export async function entryPaidByCard(token: string, email: string, eventId: string): Promise<string> {
  const entry = await call(token, contestantsApi.register, {
    body: {
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
    },
  });
  const started = await call(token, contestantsApi.initiatePayment, {
    body: { contestantId: entry.id, method: 'gateway' },
  });
  const paymentUrl = 'payment' in started ? started.payment?.paymentUrl : undefined;
  if (!paymentUrl) throw new Error('The entry was not sent to the card checkout');
  const proof = await payAtSandbox(paymentUrl);
  await call(token, contestantsApi.completePayment, { body: { contestantId: entry.id, ...proof } });
  return entry.id;
}
