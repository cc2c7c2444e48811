import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('shows rupees alone in India', () => {
    resetLocationStateForTests();
    writeLocationCache(manualLocation('IN'));
    render(<RupeesPrice inr={400} />);
    expect(screen.getByText('₹400')).toBeTruthy();
  });
});
