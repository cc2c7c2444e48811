import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-title';

const modules = [
  { path: '/events', title: 'Events' },
  { path: '/events/admin', title: 'Event admin' },
];

describe('pageTitleOf', () => {
  it('names sub-pages by the longest matching path prefix', () => {
    expect(pageTitleOf('/events', modules)).toBe('Events');
    expect(pageTitleOf('/events/bookings', modules)).toBe('Events');
    expect(pageTitleOf('/events/admin/new', modules)).toBe('Event admin');
    expect(pageTitleOf('/jobs/admin/openings/new', modules)).toBe('Job reviews');
    expect(pageTitleOf('/jobs/openings/1', modules)).toBe('Jobs');
    expect(pageTitleOf('/', modules)).toBe('Dashboard');
  });

  it('names the pages the header leads to, which the navigation does not list', () => {
    expect(pageTitleOf('/notifications', modules)).toBe('Notifications');
    expect(pageTitleOf('/notifications/preferences', modules)).toBe('Notifications');
    expect(pageTitleOf('/account/devices', modules)).toBe('Account');
  });

  it('matches whole path segments only', () => {
    expect(pageTitleOf('/eventsx', modules)).toBe('');
  });
});
