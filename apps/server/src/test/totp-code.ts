import { Secret, TOTP } from 'otpauth';

/** The current code of a TOTP key at the test clock's time. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}
