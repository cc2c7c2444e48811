import type { TRole } from '@engagex/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, demoUser, fail, ok, stubApi } from '@/test/api';
import { sampleEvent, sampleSlot } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { EditEventPage } from './EditEventPage';
import { EventsAdminLayout } from './EventsAdminLayout';
import { EventsOverviewPage } from './EventsOverviewPage';
import { VenuesPage } from './VenuesPage';

/**
 * Decision 046: an organiser's pages show the events they organise (the list asks for `mine`), an admin's every
 * event; venues are added by both but corrected only by admins.
 */
const ME = 'GET /api/main/users/me';
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 20, totalPages: 1 });
const VENUE = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Kalidas Kalamandir',
  districtId: 'nashik',
  districtName: 'Nashik',
  state: 'Maharashtra',
  address: 'Shalimar, Nashik 422001',
  capacity: 900,
  amenities: [],
};

function renderPage(element: React.ReactNode, path: string) {
  const layout = <EventsAdminLayout />;
  return renderWithApp(layout, {
    path,
    routes: [
      {
        path: '/events/admin',
        element: layout,
        children: [
          { index: true, element: <EventsOverviewPage /> },
          { path: 'venues', element },
          { path: ':eventId', element: <EditEventPage /> },
        ],
      },
    ],
  });
}

const as = (roles: TRole[]) => ({ [ME]: () => ok({ ...demoUser, roles }) });

describe('organiser pages for an organiser and for an admin', () => {
  it("lists only the organiser's own events, saying so", async () => {
    const fetchMock = stubApi({
      ...as(['user', 'organiser']),
      'GET /api/events/events?page=1&limit=20&mine=true': () =>
        ok(page([sampleEvent({ title: 'Nashik folk night', status: 'draft' })])),
    });
    renderPage(null, '/events/admin');
    expect((await screen.findAllByText('Nashik folk night')).length).toBeGreaterThan(0);
    expect(screen.getByText(/The events you organise in this service/)).toBeTruthy();
    expect(calls(fetchMock)).toContain('GET /api/events/events?page=1&limit=20&mine=true');
  });

  it('lists every event of the service to an admin, organiser or not', async () => {
    const fetchMock = stubApi({
      ...as(['user', 'organiser', 'admin']),
      'GET /api/events/events?page=1&limit=20': () => ok(page([sampleEvent({ title: 'Sunburn Arena' })])),
    });
    renderPage(null, '/events/admin');
    expect((await screen.findAllByText('Sunburn Arena')).length).toBeGreaterThan(0);
    expect(screen.getByText(/Every event of this service/)).toBeTruthy();
    expect(calls(fetchMock).some((call) => call.includes('mine='))).toBe(false);
  });

  it('lets an organiser add a venue but leaves correcting one to admins', async () => {
    stubApi({ ...as(['user', 'organiser']), 'GET /api/events/venues': () => ok([VENUE]) });
    renderPage(<VenuesPage />, '/events/admin/venues');
    expect(await screen.findByText('Kalidas Kalamandir')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New venue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Kalidas Kalamandir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check availability of Kalidas Kalamandir' })).toBeTruthy();
  });

  it('tells another organiser a published event that is not theirs is not found, showing none of its forms', async () => {
    const event = sampleEvent({ title: 'Rankala Lake Yoga', status: 'published' });
    stubApi({
      ...as(['user', 'organiser']),
      [`GET /api/events/events/${event.id}`]: () =>
        ok({ event, slots: [sampleSlot({ eventId: event.id })], ticketTypes: [], questions: [] }),
      // The event's lines answer only whoever runs it (decision 046).
      [`GET /api/events/events/${event.id}/waitlists`]: () => fail(404, 'NOT_FOUND', 'Event not found'),
    });
    renderPage(null, `/events/admin/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
    expect(screen.getByText(/this one is not yours to run/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rankala Lake Yoga' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Details' })).toBeNull();
  });

  it('lets an admin correct a venue', async () => {
    stubApi({ ...as(['user', 'admin']), 'GET /api/events/venues': () => ok([VENUE]) });
    renderPage(<VenuesPage />, '/events/admin/venues');
    expect(await screen.findByRole('button', { name: 'Edit Kalidas Kalamandir' })).toBeTruthy();
  });
});
