import type { TEncashmentRequest } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { encashment } from '../test-utils';
import { EncashmentActions } from './EncashmentActions';

const names = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('EncashmentActions', () => {
  it.each<[TEncashmentRequest['status'], string[]]>([
    ['pending', ['Approve', 'Reject']],
    ['approved', ['Mark paid', 'Reject']],
    ['paid', []],
    ['rejected', []],
    ['cancelled', []],
  ])('offers the decisions a %s request allows', (status, expected) => {
    stubApi({});
    renderWithApp(<EncashmentActions request={encashment({ status })} />);
    expect(names()).toEqual(expected);
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const request = encashment({ status: 'approved' });
    let body: unknown;
    stubApi({
      [`POST /api/employee/encashment/requests/${request.id}/reject`]: ({ init }) => {
        body = JSON.parse(String(init?.body));
        return ok({ ...request, status: 'rejected', rejectionReason: 'Wrong account' });
      },
    });
    renderWithApp(<EncashmentActions request={request} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(screen.getByText('Give a reason of at least 3 characters; the employee sees it')).toBeTruthy();
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText('Reason for rejecting'), 'Wrong account');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(body).toEqual({ reason: 'Wrong account' }));
  });
});
