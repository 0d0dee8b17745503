import { describe, expect, it } from 'vitest';
import { participantSiteUrl } from './participant-site';

describe('participantSiteUrl', () => {
  it.each([
    ['ge', undefined, '/ge/participant?token=a%2Bb', false],
    ['en', '', '/en/participant?token=a%2Bb', false],
    ['ru', 'https://my.pensions.ge/{locale}/account', 'https://my.pensions.ge/ru/account?token=a%2Bb', true],
    ['ge', 'https://my.pensions.ge/?from=portal', 'https://my.pensions.ge/?from=portal&token=a%2Bb', true],
  ] as const)('%s with %j', (prefix, configured, url, external) => {
    expect(participantSiteUrl(prefix, 'a+b', configured)).toEqual({ url, external });
  });
});
