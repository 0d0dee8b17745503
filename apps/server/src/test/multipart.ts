import { randomBytes } from 'node:crypto';
import { DEMO, type TestContext } from './test-app.ts';
import { totpCode } from './totp-code.ts';

export { totpCode };

export interface FilePart {
  name: string;
  content: Buffer | string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----pensia${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? 'attachments'}"; filename="${f.name}"\r\ncontent-type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(typeof f.content === 'string' ? Buffer.from(f.content) : f.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}


/** Signs in the demo operator with its second factor; answers its tokens. */
export async function operatorLogin(ctx: TestContext): Promise<{ accessToken: string; refreshToken: string }> {
  // each one-time code is accepted once: a sign-in moves on to the next 30-second step first
  ctx.clock.advance(30_000);
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/user/v1/auth/operator-user',
    payload: { username: DEMO.operator.username, password: DEMO.operator.password, otp: totpCode(DEMO.operator.totpSecret, ctx.clock.now()) },
  });
  const body = res.json() as { result: { isValid: boolean; accessToken: string; refreshToken: string } };
  if (!body.result?.isValid) throw new Error(`operator sign-in failed: ${res.body}`);
  return body.result;
}

/** A small valid PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** The first bytes of a Windows executable. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(200)]);

/** Sends a letter or notification through the operator API. */
export function send(
  ctx: TestContext,
  token: string,
  kind: 'letters' | 'notifs',
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = multipart({ type: 'information', subject: 'საცდელი წერილი', text: 'გთხოვთ, გაეცნოთ თანდართულ დოკუმენტს.', ...fields }, files);
  return ctx.inject({ method: 'POST', url: `/api/operator/v1/${kind}`, token, payload: body.payload, headers: { ...body.headers, ...headers } });
}
