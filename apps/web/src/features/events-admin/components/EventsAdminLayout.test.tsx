import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { demoUser, ok, stubApi } from '@/test/api';
import { EventsAdminLayout } from './EventsAdminLayout';

const NoFallback = () => null;

function renderAdmin() {
  const router = createMemoryRouter(
    [
      {
        path: '/events/admin',
        element: <EventsAdminLayout />,
        HydrateFallback: NoFallback,
        children: [{ index: true, element: <p>Organiser page</p> }],
      },
    ],
    { initialEntries: ['/events/admin?realm=cultural-events'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('EventsAdminLayout', () => {
  it('shows "Organisers only" to a user without the admin role', async () => {
    stubApi({ 'GET /api/main/users/me': () => ok(demoUser) });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisers only' })).toBeTruthy();
    expect(screen.queryByText('Organiser page')).toBeNull();
  });

  it('shows the organiser pages, their tabs and the realm switch to an admin', async () => {
    stubApi({ 'GET /api/main/users/me': () => ok({ ...demoUser, roles: ['user', 'employee', 'admin'] }) });
    renderAdmin();
    expect(await screen.findByText('Organiser page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review queue' }).getAttribute('href')).toBe(
      '/events/admin/review?realm=cultural-events',
    );
    expect(screen.getByRole('button', { name: 'Cultural events' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
  });
});
