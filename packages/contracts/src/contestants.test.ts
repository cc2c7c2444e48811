import { describe, expect, it } from 'vitest';
import { ZPersonalDetails } from './contestants.js';

describe('an entrant’s phone number as people write it', () => {
  const phone = (value: string) => ZPersonalDetails.shape.phone.safeParse(value);
  it('takes the form’s own placeholder, spaces, dashes, +91 and a leading 0, and keeps ten digits', () => {
    for (const written of [
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '09876543210',
    ])
      expect(phone(written)).toMatchObject({ success: true, data: '9876543210' });
  });
  it('refuses what is no Indian mobile number', () => {
    for (const written of ['12345 67890', '98765 4321', '+44 7911 123456', 'call me'])
      expect(phone(written).success).toBe(false);
  });
});
