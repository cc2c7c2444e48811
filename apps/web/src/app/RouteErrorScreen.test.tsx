import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeRouteError, RouteErrorScreen } from './RouteErrorScreen';

const NeverShown = () => <p>never shown</p>;
const NoFallback = () => null;

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: NeverShown,
      HydrateFallback: NoFallback,
      errorElement: <RouteErrorScreen />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the fallback error screen (docs/product.md §8)', () => {
  it('shows its heading and the status of an error response', async () => {
    renderFailingRoute(data('Nope', { status: 503, statusText: 'Service Unavailable' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(new Error('Boom in the loader'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Boom in the loader')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/');
  });

  it('offers the tickets saved on this device when the server cannot be reached, and only then', async () => {
    renderFailingRoute(new ApiError('FETCH_ERROR', 'Could not reach the server.'));
    const saved = await screen.findByRole('link', { name: 'Show my saved tickets' });
    expect(saved.getAttribute('href')).toBe('/events/bookings');
  });

  it('offers no saved tickets for an error the network did not cause', async () => {
    renderFailingRoute(new ApiError(500, 'Server exploded', { status: 500 }));
    await screen.findByText('500 Server exploded');
    expect(screen.queryByRole('link', { name: 'Show my saved tickets' })).toBeNull();
  });

  it('describes every kind of error', () => {
    expect(describeRouteError(new ApiError(500, 'Server exploded', { status: 500 }))).toBe(
      '500 Server exploded',
    );
    expect(describeRouteError(new ApiError('FETCH_ERROR', 'Could not reach the server.'))).toBe(
      'Could not reach the server.',
    );
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError(undefined)).toBe('Unknown error');
  });
});
