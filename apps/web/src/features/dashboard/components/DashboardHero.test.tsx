import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardHero } from './DashboardHero';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('DashboardHero', () => {
  it('welcomes a brand-new user without "back"', () => {
    render(<DashboardHero name="Nia Newcomer" memberSince={hoursAgo(0.01)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Nia');
    expect(screen.queryByText(/pick up where you left off/)).toBeNull();
  });

  it('welcomes back someone who joined before today', () => {
    render(<DashboardHero name="Ravi Regular" memberSince={hoursAgo(72)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ravi');
    expect(screen.getByText(/pick up where you left off/)).toBeTruthy();
  });
});
