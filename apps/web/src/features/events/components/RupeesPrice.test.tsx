import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLocationStateForTests } from '@/lib/location';
import { writeLocationCache } from '@/lib/location-cache';
import { manualLocation } from '@/lib/location-record';
import { RupeesPrice } from './RupeesPrice';

describe('a price in rupees', () => {
  afterEach(() => resetLocationStateForTests());

  it('shows a visitor in the United Kingdom their own currency beside the rupees, as the credits page does', () => {
    resetLocationStateForTests();
    writeLocationCache(manualLocation('GB'));
    render(
      <p>
        <RupeesPrice inr={400} /> per seat
      </p>,
    );
    expect(screen.getByText(/^₹400 \(≈ £\d+\.\d\d\) per seat$/)).toBeTruthy();
  });

  it('shows pounds beside the rupees to a device in London whose location fell back to India', () => {
    resetLocationStateForTests();
    // An address the IP database cannot place gets India (decision 017); the clock says where the reader is.
    writeLocationCache(manualLocation('IN'));
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Europe/London',
    });
    try {
      render(<RupeesPrice inr={400} />);
      expect(screen.getByText(/^₹400 \(≈ £\d+\.\d\d\)$/)).toBeTruthy();
    } finally {
      zone.mockRestore();
    }
  });

  it('shows rupees alone in India', () => {
    resetLocationStateForTests();
    writeLocationCache(manualLocation('IN'));
    render(<RupeesPrice inr={400} />);
    expect(screen.getByText('₹400')).toBeTruthy();
  });
});
