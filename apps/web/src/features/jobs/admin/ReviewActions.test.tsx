import type { TJobStatus } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { APPLICATION_ID, application } from '../test-utils';
import { ReviewActions } from './ReviewActions';

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('ReviewActions', () => {
  it.each<[TJobStatus, string[]]>([
    ['PENDING', ['Start review', 'Reject']],
    ['UNDER_REVIEW', ['Approve', 'Reject']],
    ['APPROVED', []],
    ['REJECTED', []],
  ])('offers the moves JOB_STATUS_TRANSITIONS allows from %s', (status, expected) => {
    stubApi({});
    renderWithApp(<ReviewActions application={application({ status })} />);
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) {
      expect(screen.getByText(/Final decision/).textContent).toContain(
        status === 'APPROVED' ? 'Approved' : 'Rejected',
      );
      expect(screen.queryByLabelText(/Notes/)).toBeNull();
    }
  });

  it('keeps review from starting while the fee is unpaid', () => {
    stubApi({});
    renderWithApp(
      <ReviewActions application={application({ status: 'PENDING', paymentStatus: 'PENDING' })} />,
    );
    expect((screen.getByRole('button', { name: 'Start review' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Review starts once the application fee is paid.')).toBeTruthy();
  });

  it('sends the chosen status with the notes, and shows the server’s refusal', async () => {
    let body: unknown;
    stubApi({
      'GET /api/jobs/session/csrf': () => ok({ csrfToken: 'csrf-token' }),
      [`PUT /api/jobs/job-applications/${APPLICATION_ID}/status`]: ({ init }) => {
        body = JSON.parse(String(init?.body));
        return new Response(
          JSON.stringify({
            success: false,
            code: 'BUSINESS_RULE',
            message: 'The application fee is unpaid',
            error: 'The application fee is unpaid',
          }),
          { status: 422 },
        );
      },
    });
    renderWithApp(<ReviewActions application={application({ status: 'PENDING' })} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Notes for the timeline/), 'Strong ledger background');
    await user.click(screen.getByRole('button', { name: 'Start review' }));

    await waitFor(() => expect(body).toEqual({ status: 'UNDER_REVIEW', notes: 'Strong ledger background' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The application fee is unpaid');
  });
});
