import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '@server/errors';

/**
 * Where a webhook may be sent. Checked when an endpoint is registered or its URL changed, and again
 * before every attempt, on the addresses the name resolves to at that moment; the attempt then
 * connects to the address that was checked, so a name that re-resolves elsewhere between the check
 * and the connection (DNS rebinding) cannot redirect it.
 */

/** Cloud metadata services: refused even when private targets are allowed. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

type V4Range = [base: number, bits: number, reason: string];

const v4 = (dotted: string) => dotted.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const V4_REFUSED: V4Range[] = [
  [v4('0.0.0.0'), 8, 'a "this network" address'],
  [v4('10.0.0.0'), 8, 'a private (RFC 1918) address'],
  [v4('100.64.0.0'), 10, 'a shared (carrier-grade NAT) address'],
  [v4('127.0.0.0'), 8, 'a loopback address'],
  [v4('169.254.0.0'), 16, 'a link-local address'],
  [v4('172.16.0.0'), 12, 'a private (RFC 1918) address'],
  [v4('192.0.0.0'), 24, 'a reserved address'],
  [v4('192.0.2.0'), 24, 'a documentation address'],
  [v4('192.88.99.0'), 24, 'a reserved (6to4 relay) address'],
  [v4('192.168.0.0'), 16, 'a private (RFC 1918) address'],
  [v4('198.18.0.0'), 15, 'a reserved (benchmarking) address'],
  [v4('198.51.100.0'), 24, 'a documentation address'],
  [v4('203.0.113.0'), 24, 'a documentation address'],
  [v4('224.0.0.0'), 4, 'a multicast address'],
  [v4('240.0.0.0'), 4, 'a reserved address'],
];

function classifyV4(value: number): string | null {
  for (const [base, bits, reason] of V4_REFUSED) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return reason;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const fromGroups = (hi: number, lo: number) => hi * 65536 + lo;
const dottedOf = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

/** Why an address may not receive webhooks ("a loopback address"), or null when it is public. */
export function refusedAddressReason(address: string, { allowPrivate }: { allowPrivate: boolean }): string | null {
  const family = isIP(address);
  if (family === 4) {
    if (METADATA_ADDRESSES.has(address)) return 'the cloud metadata address';
    return allowPrivate ? null : classifyV4(v4(address));
  }
  if (family !== 6) return 'not an IP address';
  const g = ipv6Groups(address);
  if (!g) return 'not an IP address';
  // An IPv4 address carried inside IPv6 is judged as that IPv4 address.
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const embedded =
    zeros(0, 5) && (g[5] === 0xffff || g[5] === 0) && !(g[5] === 0 && g[6] === 0)
      ? fromGroups(g[6]!, g[7]!) // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d
      : zeros(0, 4) && g[4] === 0xffff && g[5] === 0
        ? fromGroups(g[6]!, g[7]!) // IPv4-translated (SIIT) ::ffff:0:a.b.c.d
        : g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)
          ? fromGroups(g[6]!, g[7]!) // NAT64 64:ff9b::a.b.c.d
          : g[0] === 0x2002
            ? fromGroups(g[1]!, g[2]!) // 6to4
            : undefined;
  if (embedded !== undefined) return refusedAddressReason(dottedOf(embedded), { allowPrivate });
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && zeros(2, 7) && g[7] === 0x254) return 'the cloud metadata address';
  if (allowPrivate) return null;
  return classifyV6(g);
}

/**
 * Only global unicast (2000::/3) can be a webhook target, less the special-purpose blocks inside it
 * (IANA's IPv6 special-purpose registry). Everything outside 2000::/3 that is not an embedded IPv4
 * form is loopback, link- or site-local, unique-local, multicast, local-use NAT64 (64:ff9b:1::/48),
 * discard-only (100::/64) or not yet assigned, and none of those is a public host.
 */
function classifyV6(g: number[]): string | null {
  const [a, b] = [g[0]!, g[1]!];
  if (g.every((x) => x === 0)) return 'the unspecified address';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'a loopback address';
  if ((a & 0xfe00) === 0xfc00) return 'a unique-local address';
  if ((a & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((a & 0xffc0) === 0xfec0) return 'a site-local address';
  if ((a & 0xff00) === 0xff00) return 'a multicast address';
  if (a === 0x64 && b === 0xff9b) return 'a local-use NAT64 address';
  if ((a & 0xe000) !== 0x2000) return 'a reserved address';
  // 2001::/23 holds Teredo (2001::/32, which tunnels to an IPv4 address it hides), benchmarking,
  // ORCHID and anycast protocol addresses: none is a webhook receiver.
  if (a === 0x2001 && b < 0x0200) return b === 0 ? 'a Teredo tunnel address' : 'a reserved (IETF protocol) address';
  if (a === 0x2001 && b === 0x0db8) return 'a documentation address';
  // 3fff::/20 (RFC 9637): the first group 3fff and the top four bits of the second zero.
  if (a === 0x3fff && (b & 0xf000) === 0) return 'a documentation address';
  return null;
}

export interface CheckedTarget {
  url: URL;
  /** The address to connect to: checked, and the one the request uses. */
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export class RefusedTarget extends Error {}

/** Checks the URL and every address its host resolves to; throws RefusedTarget with a message for people. */
export async function checkWebhookTarget(
  raw: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget('The URL is not valid; use a full URL such as https://example.com/webhooks');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new RefusedTarget('Webhook URLs must use https');
  if (url.username || url.password) throw new RefusedTarget('Webhook URLs must not contain a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new RefusedTarget('The URL has no host');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new RefusedTarget(`The host ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new RefusedTarget(`The host ${host} could not be resolved`);
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address, { allowPrivate });
    if (reason) {
      const what = isIP(host) ? `${host} is ${reason}` : `${host} resolves to ${address}, ${reason}`;
      throw new RefusedTarget(`Webhooks cannot be sent there: ${what}. Use a public https address.`);
    }
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** The same check for a request: a refusal is 400 WEBHOOK_URL_REFUSED on the url field. */
export async function assertWebhookTarget(raw: string, options: { allowPrivate: boolean; resolve?: Resolver }): Promise<void> {
  try {
    await checkWebhookTarget(raw, options);
  } catch (err) {
    if (err instanceof RefusedTarget) throw new AppError('WEBHOOK_URL_REFUSED', 400, err.message, { field: 'url' });
    throw err;
  }
}
