import { BOOKING_HOLD_MS } from '@engagex/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, holdRemainingMs } from './HoldCountdown';

const NOW = new Date('2026-11-22T10:00:00.000Z').getTime();

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the 15-minute hold down to the second', () => {
    render(<HoldCountdown expiresAt={new Date(NOW + BOOKING_HOLD_MS).toISOString()} />);
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('15 minutes left to pay');

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('13:59');
  });

  it('says the hold has expired once time is up, and reports it once', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt={new Date(NOW + 2_000).toISOString()} onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    expect(screen.queryByText('Hold expired')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Hold expired');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows an already lapsed hold as expired at once', () => {
    render(<HoldCountdown expiresAt={new Date(NOW - 1).toISOString()} compact />);
    expect(screen.getByRole('alert').textContent).toContain('Hold expired');
    expect(holdRemainingMs(new Date(NOW - 1).toISOString(), NOW)).toBe(0);
  });
});
