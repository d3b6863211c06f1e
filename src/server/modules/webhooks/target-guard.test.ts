import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, refusedAddressReason, type Resolver } from './target-guard';

const strict = { allowPrivate: false };
const dev = { allowPrivate: true };

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'carrier-grade'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:a00:1::', 'private'],
    ['fd00:ec2::254', 'metadata'],
    // Site-local (deprecated, still routed inside some networks), local-use NAT64 and Teredo.
    ['fec0::1', 'site-local'],
    ['feff:ffff::1', 'site-local'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['64:ff9b:1:ffff::8.8.8.8', 'local-use NAT64'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:2::1', 'reserved'],
    ['2001:1ff::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['3fff:fff:ffff::1', 'documentation'],
    ['100::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::2', 'reserved'],
    // IPv4-translated (SIIT) and other embedded forms judged as their IPv4 address.
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:a9fe:a9fe', 'metadata'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'metadata'],
    ['2002:c0a8:101::1', 'private'],
    // IPv4 documentation and relay ranges.
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.88.99.1', '6to4 relay'],
    ['::ffff:203.0.113.9', 'documentation'],
  ])('%s is refused (%s)', (address, reason) => {
    expect(refusedAddressReason(address, strict)).toContain(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '100.128.0.1',
    '2001:200::1',
    '2001:4860:4860::8888',
    '2002:808:808::1',
    '3fff:1000::1',
    '64:ff9b::8.8.8.8',
    '::ffff:0:8.8.8.8',
    '2c0f:fb50::1',
  ])('%s is public', (address) => {
    expect(refusedAddressReason(address, strict)).toBeNull();
  });

  it('with private targets allowed, only the metadata address stays refused', () => {
    for (const a of ['127.0.0.1', '10.0.0.5', '::1', 'fd00::1', '169.254.1.1', 'fec0::1', '2001::1']) expect(refusedAddressReason(a, dev)).toBeNull();
    for (const a of ['169.254.169.254', '::ffff:169.254.169.254', '::ffff:0:169.254.169.254', 'fd00:ec2::254'])
      expect(refusedAddressReason(a, dev)).toContain('metadata');
  });
});

describe('checkWebhookTarget', () => {
  const resolvesTo =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name if any of its addresses is private, and connects to the address it checked', async () => {
    await expect(checkWebhookTarget('https://hooks.example.com/x', { ...strict, resolve: resolvesTo('93.184.216.34', '10.0.0.1') })).rejects.toThrow(
      /10\.0\.0\.1/,
    );
    const ok = await checkWebhookTarget('https://hooks.example.com/x', { ...strict, resolve: resolvesTo('93.184.216.34') });
    expect(ok).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(ok.url.hostname).toBe('hooks.example.com');
  });

  it('refuses http, credentials and names that do not resolve', async () => {
    await expect(checkWebhookTarget('http://hooks.example.com/x', { ...strict, resolve: resolvesTo('93.184.216.34') })).rejects.toThrow('must use https');
    await expect(checkWebhookTarget('https://a:b@hooks.example.com/x', { ...strict, resolve: resolvesTo('93.184.216.34') })).rejects.toThrow(
      'user name or password',
    );
    await expect(checkWebhookTarget('https://nowhere.invalid/x', { ...strict, resolve: async () => Promise.reject(new Error('ENOTFOUND')) })).rejects.toThrow(
      'could not be resolved',
    );
  });
});
