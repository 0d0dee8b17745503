// A small HTTP client of the portal's API for the drills: sign-in, calls with a cookie jar, one retry.
import { Blob } from 'node:buffer';
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

export const DEMO = { username: 'demo-employer', password: 'Demo#2026pass' };
/** The demo operator (README.md): its one-time code from the demo authenticator secret. */
export const OPERATOR = { username: 'operator', password: 'Operator#2026pass', totpSecret: 'JBSWY3DPEHPK3PXP' };
const RETRYABLE = new Set([0, 502, 503, 504]);

export class Client {
  /** `headers` go with every call (the load bench gives each simulated employer an address: X-Forwarded-For). */
  constructor(base, { keepCookies = true, headers = {} } = {}) {
    Object.assign(this, { base, keepCookies, headers, cookies: new Map(), token: undefined, userId: undefined });
  }

  async call(method, path, body, { timeoutMs = 10_000 } = {}) {
    const headers = { accept: 'application/json', 'accept-language': 'en', ...this.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.keepCookies && this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, headers: res.headers, ms: performance.now() - t0 };
    } catch (e) {
      return { status: 0, error: e.message, ms: performance.now() - t0 };
    }
  }

  /** The call, and once more after a short wait when nothing answered or the answer was 502, 503 or 504. */
  async callRetryingOnce(method, path, body) {
    const first = await this.call(method, path, body);
    if (!RETRYABLE.has(first.status)) return { ...first, retried: false };
    await sleep(Math.min(1_000, Number(first.headers?.get('retry-after') ?? 0) * 1000 || 200));
    return { ...(await this.call(method, path, body)), retried: true, firstStatus: first.status };
  }

  async signIn({ username, password } = DEMO) {
    const res = await this.call('POST', '/api/user/v1/auth/application-user', { username, password });
    if (res.status !== 200 || !res.json?.result?.isValid) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.json)}`);
    this.token = res.json.result.accessToken;
    this.userId = JSON.parse(Buffer.from(this.token.split('.')[1], 'base64url').toString()).sub;
    return this;
  }

  async signInOperator({ username, password, totpSecret } = OPERATOR) {
    const otp = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const res = await this.call('POST', '/api/user/v1/auth/operator-user', { username, password, otp });
    if (res.status !== 200 || !res.json?.result?.isValid) throw new Error(`operator sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.json)}`);
    this.token = res.json.result.accessToken;
    return this;
  }

  /** A file sent as multipart/form-data (field `file`), with extra headers (an Idempotency-Key). */
  async upload(path, file, fileName, headers = {}, { timeoutMs = 120_000, base = this.base } = {}) {
    const form = new globalThis.FormData();
    form.append('file', new Blob([file]), fileName);
    return this.postForm(path, form, headers, { timeoutMs, base });
  }

  /** Fields (no file) sent as multipart/form-data: a letter's send. */
  async sendFields(path, fields, { timeoutMs = 120_000 } = {}) {
    const form = new globalThis.FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return this.postForm(path, form, {}, { timeoutMs });
  }

  async postForm(path, form, headers = {}, { timeoutMs = 120_000, base = this.base } = {}) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { accept: 'application/json', 'accept-language': 'en', ...this.headers, authorization: `Bearer ${this.token}`, ...headers }, body: form, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, headers: res.headers, ms: performance.now() - t0 };
    } catch (e) {
      return { status: 0, error: e.message, ms: performance.now() - t0 };
    }
  }
}

/** A new employee under a personal number the drill made up (11 digits, starting 9 so no demo person has it). */
export function employeeBody(personalNumber) {
  return { personalIdentificationNumber: personalNumber, firstName: 'Drill', lastName: 'Worker', birthDate: '1990-01-01', gender: 'male' };
}

export function uniqueNumbers(prefix) {
  let n = 0;
  const stem = `9${String(prefix).padStart(2, '0')}${String(Date.now() % 1e4).padStart(4, '0')}`;
  return () => `${stem}${String(n++).padStart(11 - stem.length, '0')}`;
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
