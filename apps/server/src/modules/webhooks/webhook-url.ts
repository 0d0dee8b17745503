import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where webhooks may go (docs/decisions/0103): https to an address on the internet. An address of a private,
 * shared, link-local, loopback or otherwise special network is refused, at registration when the address is
 * written in the URL and at every delivery for the addresses the host name resolves to (the connection is made to
 * the address checked, so a name that changes its answer in between gains nothing). With WEBHOOKS_ALLOW_HTTP=1
 * (tests, development) the loopback address may be used, over http too.
 */

const SPECIAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) SPECIAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) SPECIAL.addSubnet(net, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unwrapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return { address: m[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(address: string): boolean {
  const a = unwrapped(address);
  return LOOPBACK.check(a.address, a.family);
}

/** True when a delivery may not connect to this address. */
export function addressRefused(address: string, allowLoopback: boolean): boolean {
  const a = unwrapped(address);
  if (allowLoopback && LOOPBACK.check(a.address, a.family)) return false;
  // IPv6 addresses that carry an IPv4 one (`::a.b.c.d`, 6to4) are refused outright
  if (a.family === 'ipv6' && (/^::(\d|[0-9a-f]{1,4}:)/i.test(a.address) || /^2002:/i.test(a.address))) return true;
  return SPECIAL.check(a.address, a.family);
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Checks an endpoint's address as written; answers it normalized, or refuses it (WEBHOOK_URL_REFUSED). */
export function checkEndpointUrl(raw: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('WEBHOOK_URL_REFUSED');
  }
  const host = hostOf(url);
  const loopback = isLocalName(host) || (isIP(host) !== 0 && isLoopbackAddress(host));
  const refused =
    (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp && loopback)) ||
    url.username !== '' ||
    url.password !== '' ||
    host === '' ||
    (loopback && !allowHttp) ||
    (isIP(host) !== 0 && addressRefused(host, allowHttp));
  if (refused) throw new AppError('WEBHOOK_URL_REFUSED');
  url.hash = '';
  return url.toString();
}

/** Resolves a host name as the connection will, refusing it when any of its addresses is refused. */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => addressRefused(a.address, allowLoopback));
      if (bad || addresses.length === 0) return callback(Object.assign(new Error(`address refused: ${hostname} resolves to a private or special network`), { code: 'EADDRREFUSED' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface PostOutcome {
  statusCode: number | null;
  /** The first kilobyte of the answer's body. */
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

const EXCERPT_BYTES = 1024;

/**
 * POSTs a body to an endpoint: no redirect followed, `timeoutMs` for the whole exchange, only the first kilobyte
 * of the answer read. Never throws: a failure is its outcome's `error`.
 */
export function postTo(rawUrl: string, headers: Record<string, string>, body: string, opts: { timeoutMs: number; allowLoopback: boolean }): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    // set once the request is made; an address refused before that has none to clear
    const limit: { timer?: NodeJS.Timeout } = {};
    const done = (o: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit.timer);
      resolve({ ...o, durationMs: took() });
    };
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return done({ statusCode: null, excerpt: null, error: 'invalid address' });
    }
    const host = hostOf(url);
    if (isIP(host) !== 0 && addressRefused(host, opts.allowLoopback)) return done({ statusCode: null, excerpt: null, error: 'address refused: a private or special network' });
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' && opts.allowLoopback ? http : null;
    if (!client) return done({ statusCode: null, excerpt: null, error: 'address refused: not https' });
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), 'user-agent': 'Pensia-Webhooks/1' },
      lookup: guardedLookup(opts.allowLoopback),
      agent: false,
    });
    limit.timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, excerpt: null, error: `no answer within ${Math.round(opts.timeoutMs / 1000)} s` });
    }, opts.timeoutMs);
    req.on('error', (err: Error) => done({ statusCode: null, excerpt: null, error: err.message.slice(0, 300) }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const text = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        done({ statusCode: res.statusCode ?? null, excerpt: text, error: null });
        res.destroy();
      };
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        size += c.length;
        if (size >= EXCERPT_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
    });
    req.end(body);
  });
}
