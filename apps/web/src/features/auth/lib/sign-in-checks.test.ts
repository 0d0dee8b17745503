import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from '@pensia/domain/user/user.schema';
import { checkCredentials, credentialsToSend, type Credentials } from './sign-in-checks';

const schema = LoginRequestSchema.pick({ username: true, password: true });

/** The first message of each field the schema gives, as the form showed it with the schema. */
function schemaErrors(values: Credentials): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const long = (n: number) => 'a'.repeat(n);

describe('sign-in checks give what the request schema gives', () => {
  it.each<[string, Credentials]>([
    ['both empty', { username: '', password: '' }],
    ['both valid', { username: 'demo-employer', password: 'Demo#2026pass' }],
    ['username only spaces', { username: '   ', password: 'x' }],
    ['username with spaces around', { username: '  demo  ', password: 'x' }],
    ['username with a control character', { username: 'de\u0001mo', password: 'x' }],
    ['username only a tab', { username: '\t', password: 'x' }],
    ['username 100 long', { username: long(100), password: 'x' }],
    ['username 101 long', { username: long(101), password: 'x' }],
    ['username 101 long with spaces trimmed to 100', { username: ` ${long(100)} `, password: 'x' }],
    ['password only spaces', { username: 'u', password: '   ' }],
    ['password with a control character', { username: 'u', password: 'pa\u007fss' }],
    ['password 256 long', { username: 'u', password: long(256) }],
    ['password 257 long', { username: 'u', password: long(257) }],
    ['both too long', { username: long(101), password: long(257) }],
  ])('%s', (_name, values) => {
    expect(checkCredentials(values)).toEqual(schemaErrors(values));
  });

  it('sends the username trimmed, as the schema parses it', () => {
    const values = { username: '  demo-employer ', password: ' pass ' };
    expect(credentialsToSend(values)).toEqual(schema.parse(values));
  });
});
