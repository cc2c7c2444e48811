import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { EventsAdminLayout } from './EventsAdminLayout';

function renderAdmin(path = '/events/admin?realm=cultural-events') {
  const layout = <EventsAdminLayout />;
  renderWithApp(layout, {
    path,
    routes: [
      {
        path: '/events/admin',
        element: layout,
        children: [
          { index: true, element: <p>Organiser page</p> },
          { path: 'tax-profile', element: <p>Tax profile page</p> },
        ],
      },
    ],
  });
}

describe('EventsAdminLayout', () => {
  it('shows "Organisers only" to a user who is neither an organiser nor an admin', async () => {
    stubApi({ 'GET /api/main/users/me': () => ok(demoUser) });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisers only' })).toBeTruthy();
    expect(screen.queryByText('Organiser page')).toBeNull();
  });

  it('shows the organiser pages to an organiser an admin made one (decision 046)', async () => {
    stubApi({ 'GET /api/main/users/me': () => ok({ ...demoUser, roles: ['user', 'organiser'] }) });
    renderAdmin();
    expect(await screen.findByText('Organiser page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Organisers only' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Check-in' })).toBeTruthy();
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

  it('marks one tab current: Invoices on the tax profile page, not Events as well', async () => {
    stubApi({ 'GET /api/main/users/me': () => ok({ ...demoUser, roles: ['user', 'organiser'] }) });
    renderAdmin('/events/admin/tax-profile');
    expect(await screen.findByText('Tax profile page')).toBeTruthy();
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Invoices']);
  });
});
