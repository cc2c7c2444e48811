/**
 * Every demo event reads in Hindi too (decision 075): a Hindi reader of the demo sees no event left in English.
 * Changes with the demo events.
 */
import { describe, expect, it } from 'vitest';
import { EVENTS } from './events.js';
import { DEMO_EVENTS_HI } from './events-hi.js';

describe('the demo events in Hindi', () => {
  it('gives every demo event a Devanagari title and description, and names no event that is not there', () => {
    const keys = EVENTS.map((event) => event.key);
    expect(Object.keys(DEMO_EVENTS_HI).sort()).toEqual([...keys].sort());
    for (const { title, description } of Object.values(DEMO_EVENTS_HI)) {
      expect(title).toMatch(/[\u0900-\u097F]/);
      expect(description).toMatch(/[\u0900-\u097F]/);
    }
  });
});
