import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { eventsRoutes } from './routes';

describe('the events module', () => {
  it.each([
    '/events/not-an-event',
    '/events/cultural/12345',
    '/events/register/events/abc',
    '/events/abc/waiting-room',
    '/events/bookings/abc',
    '/events/bookings/abc/invoice',
    '/events/registrations/abc/invoice',
  ])('shows not-found for a malformed id (%s), asking the server nothing about it', async (path) => {
    const api = stubApi({ 'POST /api/main/modules/events/open': () => ok({ recorded: true }) });
    renderWithApp(null, { path, routes: eventsRoutes });
    expect(await screen.findByText('There is no such page in Events.')).toBeTruthy();
    expect(screen.queryByText(/Invalid params/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls(api).filter((call) => !call.endsWith('/open'))).toEqual([]);
  });
});
