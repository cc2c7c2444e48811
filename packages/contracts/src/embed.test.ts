import { describe, expect, it } from 'vitest';
import { ZEmbedOrigin, ZEmbedSettings } from './embed.js';

describe('an origin that may embed an event (decision 095)', () => {
  it('takes an origin written the way a browser writes it', () => {
    for (const origin of [
      'https://festival.example',
      'https://shop.example:8443',
      'https://xn--h2brj9c.example',
      'http://localhost:5173',
      'http://127.0.0.1',
    ])
      expect(ZEmbedOrigin.safeParse(origin).success, origin).toBe(true);
  });

  it('refuses a path, plain http elsewhere, a default port, capitals and anything that could end the directive', () => {
    for (const origin of [
      'http://festival.example',
      'https://festival.example/',
      'https://festival.example/tickets',
      'https://festival.example:443',
      'http://localhost:80',
      'https://shop.example:70000',
      'HTTPS://Festival.example',
      "https://a.example 'unsafe-inline'",
      'https://a.example; script-src *',
      'https://a..example',
      'https://-a.example',
      'festival.example',
      '*',
      "'self'",
    ])
      expect(ZEmbedOrigin.safeParse(origin).success, origin).toBe(false);
  });

  it('lists each site once, ten at most', () => {
    const many = Array.from({ length: 11 }, (_, i) => `https://site${i}.example`);
    expect(ZEmbedSettings.safeParse({ origins: many.slice(0, 10) }).success).toBe(true);
    expect(ZEmbedSettings.safeParse({ origins: many }).success).toBe(false);
    expect(ZEmbedSettings.safeParse({ origins: [many[0], many[0]] }).success).toBe(false);
    expect(ZEmbedSettings.safeParse({ origins: [], extra: 1 }).success).toBe(false);
  });
});
