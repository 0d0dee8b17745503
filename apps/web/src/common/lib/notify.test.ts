import { describe, expect, it } from 'vitest';
import { FADING_NOTICE_MS, noticeOf } from './notify';

describe('noticeOf', () => {
  it.each([
    ['red', false],
    ['orange', false],
    ['green', FADING_NOTICE_MS],
    [undefined, FADING_NOTICE_MS],
  ] as const)('a %s notice closes after %s', (color, autoClose) => {
    const notice = noticeOf({ color, message: 'm' });
    expect(notice.autoClose).toBe(autoClose);
    expect(notice.withCloseButton).toBe(true);
    expect(notice.closeButtonProps).toHaveProperty('aria-label');
  });

  it('keeps what the caller chose', () => {
    expect(noticeOf({ color: 'red', message: 'm', autoClose: 1000 }).autoClose).toBe(1000);
  });
});
