import { describe, expect, it } from 'vitest';
import { pickAlert, type AlertInput } from './alert-rules';

const base: AlertInput = { isAdmin: false, newObligatoryNotifications: 0, newLetters: 0, pathname: '/ge' };

describe('pickAlert', () => {
  it('shows nothing when nothing is new', () => {
    expect(pickAlert(base)).toBeNull();
  });

  it('puts obligatory notifications before letters', () => {
    expect(pickAlert({ ...base, newObligatoryNotifications: 2, newLetters: 5 })).toBe('obligatory');
  });

  it('shows the letter alert only when no obligatory notification is unread', () => {
    expect(pickAlert({ ...base, newLetters: 1 })).toBe('letters');
    expect(pickAlert({ ...base, newLetters: 1, newObligatoryNotifications: 1 })).toBe('obligatory');
  });

  it('shows nothing to admins', () => {
    expect(pickAlert({ ...base, isAdmin: true, newObligatoryNotifications: 3, newLetters: 3 })).toBeNull();
  });

  it.each(['/ge/notifications', '/en/notifications/42', '/ru/letters', '/ge/letters/new', '/en/letters/new/7'])(
    'shows nothing on the correspondence screen %s',
    (pathname) => {
      expect(pickAlert({ ...base, pathname, newObligatoryNotifications: 1, newLetters: 1 })).toBeNull();
    },
  );

  it('still shows on screens whose names only start alike', () => {
    expect(pickAlert({ ...base, pathname: '/ge/letterset', newLetters: 1 })).toBe('letters');
  });
});
