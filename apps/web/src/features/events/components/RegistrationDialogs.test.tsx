import type { TContestant } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditBalance, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { toast } from '@/ui/toast';
import { shownToast } from '@/ui/toast/shown';
import { contestantFixture } from '../test-utils';
import RegistrationDialogs from './RegistrationDialogs';

vi.mock('@/ui/toast', () => ({ toast: vi.fn() }));
/** The toasts raised, in the words they show now. */
const toastsRaised = () => vi.mocked(toast).mock.calls.map(([input]) => shownToast(input));

const DAY = 86_400_000;

const entry = (startsInDays: number): TContestant =>
  contestantFixture({
    userId: '0b7f2c55-3f4e-4a52-9d0f-0d8f1c1d2e3f',
    event: {
      title: 'Voice of Pune',
      startsAt: new Date(Date.now() + startsInDays * DAY).toISOString(),
      timeZone: 'Asia/Kolkata',
      districtName: 'Pune',
      feeIfNotSelected: 'refund',
    },
  });

const CANCEL = 'POST /api/events/contestants/3c9a1f0e-2b4d-4e6f-8a1b-2c3d4e5f6a7b/cancel';

describe('withdrawing an entry paid by card (decision 038)', () => {
  it('offers half the fee back to the card, selected, or as credits, and says where it went', async () => {
    const contestant = entry(3);
    const api = stubApi({
      [CANCEL]: () =>
        ok({
          ...contestant,
          status: 'cancelled',
          refundedCredits: 50,
          refund: { to: 'original', status: 'done', byHand: null },
        }),
      'GET /api/main/cps/credit-transaction/balance': () =>
        ok(creditBalance({ balance: 0, creditBalance: 0 })),
    });
    renderWithApp(
      <RegistrationDialogs
        kind="cancel"
        contestant={contestant}
        realm="events"
        open
        onOpenChange={() => {}}
      />,
    );
    const user = userEvent.setup();
    const toCard = screen.getByRole('radio', { name: 'Refund ₹500 to my original payment' });
    expect((toCard as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Refund 50 credits to my wallet' })).toBeTruthy();
    await user.type(screen.getByLabelText('Reason'), 'Our group cannot travel');
    await user.click(screen.getByRole('button', { name: 'Withdraw entry' }));
    await waitFor(() => {
      const sent = api.mock.calls.find(([url, init]) => `${init?.method} ${url}` === CANCEL);
      expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
        reason: 'Our group cannot travel',
        refundTo: 'original',
      });
    });
    await waitFor(() =>
      expect(toastsRaised()).toContainEqual(
        expect.objectContaining({
          description: '₹500 refunded to your original payment (the card or account you paid with).',
        }),
      ),
    );
  });
});
