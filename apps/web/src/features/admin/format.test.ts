import { describe, expect, it } from 'vitest';
import { changeLines, deviceOf, isConfiguredRole } from './format';

describe('changeLines', () => {
  it('names each changed field in words, leaving out what stayed the same', () => {
    expect(
      changeLines(
        { roles: ['user'], grantedRoles: [] },
        { roles: ['user', 'organiser'], grantedRoles: ['organiser'] },
      ),
    ).toEqual(['roles: user → user, organiser', 'granted roles: none → organiser']);
    expect(changeLines({ roles: ['user'] }, { roles: ['user'] })).toEqual([]);
  });

  it('shows a field only the after state names as its value, and one dropped as gone', () => {
    expect(changeLines({ balance: 40 }, { balance: 140, amount: 100 })).toEqual([
      'balance: 40 → 140',
      'amount: 100',
    ]);
    expect(changeLines({ openSessions: 2 }, {})).toEqual(['open sessions: 2 → —']);
    expect(changeLines(null, { suspended: true })).toEqual(['suspended: yes']);
    expect(changeLines(null, null)).toEqual([]);
  });
});

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown device'],
  ])('reads %s as %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('isConfiguredRole', () => {
  it('is a role the configuration gives, granted as well or not', () => {
    const user = { configuredRoles: ['employee', 'admin'] as const };
    expect(isConfiguredRole({ configuredRoles: [...user.configuredRoles] }, 'employee')).toBe(true);
    expect(isConfiguredRole({ configuredRoles: [...user.configuredRoles] }, 'admin')).toBe(true);
    expect(isConfiguredRole({ configuredRoles: [...user.configuredRoles] }, 'payout')).toBe(false);
  });
});
