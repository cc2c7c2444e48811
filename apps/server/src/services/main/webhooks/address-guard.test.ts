// Where a webhook may go (decision 091): the address classifier over a table of addresses, and the delivery-time
// check of what a host name resolves to, in production and in development.
import { describe, expect, it } from 'vitest';
import { addressRefusal, checkTarget, guardPolicy, type Resolve } from './address-guard.js';

const production = guardPolicy('production');
const development = guardPolicy('development');

describe('addressRefusal', () => {
  it.each([
    ['8.8.8.8', null],
    ['1.1.1.1', null],
    ['2001:4860:4860::8888', null],
    ['127.0.0.1', 'loopback address'],
    ['127.255.0.9', 'loopback address'],
    ['::1', 'loopback address'],
    ['::ffff:127.0.0.1', 'loopback address'],
    ['10.0.0.1', 'private address'],
    ['172.16.5.4', 'private address'],
    ['192.168.1.1', 'private address'],
    ['::ffff:10.1.2.3', 'private address'],
    ['::ffff:192.168.0.1', 'private address'],
    ['169.254.169.254', 'linkLocal address'],
    ['fe80::1', 'linkLocal address'],
    ['fc00::1', 'uniqueLocal address'],
    ['fd12:3456::1', 'uniqueLocal address'],
    ['224.0.0.1', 'multicast address'],
    ['ff02::1', 'multicast address'],
    ['0.0.0.0', 'unspecified address'],
    ['::', 'unspecified address'],
    ['100.64.0.1', 'carrierGradeNat address'],
    ['255.255.255.255', 'broadcast address'],
    ['2002:a00:1::', '6to4 address'],
    ['64:ff9b::a00:1', 'rfc6052 address'],
    ['not-an-ip', 'not an IP address'],
  ])('%s in production: %s', (address, refusal) => {
    expect(addressRefusal(address, production)).toBe(refusal);
  });

  it('lets development reach loopback, and nothing else private', () => {
    expect(addressRefusal('127.0.0.1', development)).toBeNull();
    expect(addressRefusal('::1', development)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', development)).toBeNull();
    expect(addressRefusal('10.0.0.1', development)).toBe('private address');
    expect(addressRefusal('169.254.169.254', development)).toBe('linkLocal address');
  });
});

describe('checkTarget at delivery', () => {
  const dns =
    (answers: Record<string, string[]>): Resolve =>
    async (host) =>
      answers[host] ?? [];

  it('refuses, in production, a host name that resolves to loopback or a private address', async () => {
    const resolve = dns({
      'rebind.example.com': ['127.0.0.1'],
      'inside.example.com': ['10.0.0.7'],
      'mixed.example.com': ['93.184.216.34', '10.0.0.7'],
    });
    await expect(checkTarget('https://rebind.example.com/hook', production, resolve)).rejects.toThrow(
      /loopback address \(127\.0\.0\.1\)/,
    );
    await expect(checkTarget('https://inside.example.com/hook', production, resolve)).rejects.toThrow(
      /private address \(10\.0\.0\.7\)/,
    );
    // One bad address among several refuses the name: the next lookup could hand out that one.
    await expect(checkTarget('https://mixed.example.com/hook', production, resolve)).rejects.toThrow(
      /private/,
    );
  });

  it('pins the address it checked, and refuses http and credentials in production', async () => {
    const resolve = dns({
      'hooks.example.com': ['93.184.216.34'],
      'six.example.com': ['2606:2800:220:1::1'],
    });
    await expect(checkTarget('https://hooks.example.com/x', production, resolve)).resolves.toMatchObject({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(checkTarget('https://six.example.com/x', production, resolve)).resolves.toMatchObject({
      family: 6,
    });
    await expect(checkTarget('http://hooks.example.com/x', production, resolve)).rejects.toThrow(
      /only https/,
    );
    await expect(checkTarget('https://u:p@hooks.example.com/x', production, resolve)).rejects.toThrow(
      /credentials/,
    );
    await expect(checkTarget('https://[::ffff:7f00:1]/x', production, resolve)).rejects.toThrow(/loopback/);
    await expect(checkTarget('https://nowhere.example.com/x', production, resolve)).rejects.toThrow(
      /no address/,
    );
  });

  it('lets development deliver over http to this machine', async () => {
    const resolve = dns({ localhost: ['127.0.0.1'] });
    await expect(checkTarget('http://localhost:4000/hook', development, resolve)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(checkTarget('http://10.0.0.1/hook', development, resolve)).rejects.toThrow(/private/);
  });
});
