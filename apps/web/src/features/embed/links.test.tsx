import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLinksInNewTab } from './frame';

/** A frame's widget with a link the booking panel might show, and the page that link leads to. */
function renderFrame() {
  const router = createMemoryRouter(
    [
      {
        path: '/embed/events/e1',
        element: (
          <main onClickCapture={openLinksInNewTab}>
            <Link to="/events/bookings">My bookings</Link>
            <a href="/" target="_blank" rel="noopener">
              EngageX
            </a>
          </main>
        ),
      },
      { path: '/events/bookings', element: <p>My bookings page</p> },
    ],
    { initialEntries: ['/embed/events/e1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('links inside the widget’s frame (decision 095)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('open the portal in a new tab, by mouse or keyboard, and leave the frame on the widget', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderFrame();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    screen.getByRole('link', { name: 'My bookings' }).focus();
    await user.keyboard('{Enter}');
    expect(open.mock.calls).toEqual([
      [`${window.location.origin}/events/bookings`, '_blank', 'noopener'],
      [`${window.location.origin}/events/bookings`, '_blank', 'noopener'],
    ]);
    expect(router.state.location.pathname).toBe('/embed/events/e1');
    expect(screen.queryByText('My bookings page')).toBeNull();
  });

  it('leave a link that already opens a new tab to the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderFrame();
    const link = screen.getByRole('link', { name: 'EngageX' });
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(clicked);
    expect(open).not.toHaveBeenCalled();
  });
});
