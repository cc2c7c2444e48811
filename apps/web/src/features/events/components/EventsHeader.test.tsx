import type { TRole } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '@/lib/account';
import { demoUser, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { EventsHeader } from './EventsHeader';

/** The organiser tools tab: for organisers and admins (decision 046), nobody else. */
describe('EventsHeader', () => {
  const renderAs = (roles: TRole[]) => {
    stubApi({ 'GET /api/main/users/me': () => ok({ ...demoUser, roles }) });
    return renderWithApp(<EventsHeader title="Events" />, { path: '/events' });
  };

  it.each([[['user', 'organiser'] as TRole[]], [['user', 'employee', 'admin'] as TRole[]]])(
    'shows the organiser tools to %j',
    async (roles) => {
      renderAs(roles);
      expect((await screen.findByRole('link', { name: 'Organiser tools' })).getAttribute('href')).toBe(
        '/events/admin',
      );
    },
  );

  it('shows no organiser tools to a user or an employee', async () => {
    const { queryClient } = renderAs(['user', 'employee']);
    // Asked only once the user is loaded, so the tab is not missing merely because the roles are not known yet.
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeTruthy());
    expect(screen.getByRole('navigation', { name: 'Events sections' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Organiser tools' })).toBeNull();
  });
});
