import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The endpoints' signing secrets and the signature of a delivery (docs/decisions/0103). A secret is
 * `whsec_` + base64 of 32 random bytes; it must be read again to sign, so it is kept encrypted (AES-256-GCM under
 * the server's webhook key, config.webhooks.secretKey), never hashed, and shown once, at registration.
 */

const PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** `v1.` + base64 of iv (12 bytes), tag (16 bytes) and the ciphertext. */
export function encryptSecret(key: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function decryptSecret(key: Uint8Array, stored: string): string {
  if (!stored.startsWith('v1.')) throw new Error('unknown form of a stored webhook secret');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** The `webhook-signature` header: `v1,` + base64 of HMAC-SHA256(secret's bytes, `id.timestamp.body`). */
export function signatureOf(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}
