import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareUrlFor } from './share-targets';

const link = 'https://engagex.example/join/ABCD2345?s=7d3c5b4e-4f7a-4d3b-9a8e-2f1c0b9a8d7e';

describe('share targets', () => {
  it('offers the six platforms of the share modal', () => {
    expect(SHARE_TARGETS.map((t) => t.platform)).toEqual([
      'whatsapp',
      'x',
      'facebook',
      'linkedin',
      'telegram',
      'email',
    ]);
  });

  it("puts the tracking link into each platform's share address, encoded", () => {
    for (const { platform } of SHARE_TARGETS) {
      const url = shareUrlFor(platform, link);
      expect(url).toContain(encodeURIComponent(link));
      expect(url).not.toContain('?s=7d3c');
    }
    expect(shareUrlFor('whatsapp', link)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareUrlFor('x', link)).toMatch(/^https:\/\/x\.com\/intent\/post\?text=.+&url=/);
    expect(shareUrlFor('facebook', link)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(shareUrlFor('linkedin', link)).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
    );
    expect(shareUrlFor('telegram', link)).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    expect(shareUrlFor('email', link)).toMatch(/^mailto:\?subject=Join%20me%20on%20EngageX&body=/);
  });
});
