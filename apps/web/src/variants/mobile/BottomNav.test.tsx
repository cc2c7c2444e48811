import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BottomNav } from './BottomNav';

const nothing = () => {};

function renderAt(path: string) {
  renderWithApp(
    <BottomNav
      modulesOpen={false}
      profileOpen={false}
      onOpenModules={nothing}
      onOpenProfile={nothing}
      onPreloadModules={nothing}
      onPreloadProfile={nothing}
    />,
    { path },
  );
  const current = (element: HTMLElement) => element.getAttribute('aria-current');
  return {
    home: current(screen.getByRole('link', { name: 'Home' })),
    events: current(screen.getByRole('link', { name: 'Events' })),
    modules: current(screen.getByRole('button', { name: 'Modules' })),
  };
}

describe('the bottom navigation marks one tab as the current page', () => {
  it.each(['/events', '/events/bookings', '/events/registrations', '/events/cultural-events/123'])(
    '%s is an Events page, not a module page',
    (path) => {
      const tabs = renderAt(path);
      expect(tabs.events).toBe('page');
      expect(tabs.modules).toBeNull();
    },
  );

  it('a module page is under the Modules tab', () => {
    const tabs = renderAt('/modules/ai-video-generator');
    expect(tabs.modules).toBe('page');
    expect(tabs.events).toBeNull();
  });

  it.each(['/notifications', '/notifications/preferences', '/join/ABC123'])(
    '%s is no module page: no tab is current',
    (path) => {
      const tabs = renderAt(path);
      expect(tabs).toEqual({ home: null, events: null, modules: null });
    },
  );

  it('the dashboard is Home', () => {
    const tabs = renderAt('/');
    expect(tabs.home).toBe('page');
    expect(tabs.modules).toBeNull();
  });
});
