import type { Letter, Notification } from '@pensia/domain/nbo/nbo.schema';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../common/lib/i18n';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { CorrespondenceList } from './correspondence-list';

const base = { text: 'text', receiveDate: '2026-11-20T10:00:00.000Z', readDate: null, isRead: false, isNew: true, openedDate: null, unread: true, attachments: [] };
const obligatory: Notification = { ...base, _id: 'n1', type: 'obligatory', subject: 'Rules changed', isObligatory: true };
const reminder: Notification = { ...base, _id: 'n2', type: 'reminder', subject: 'Deadline', isObligatory: false };

describe('correspondence list', () => {
  beforeEach(async () => setLanguage('ka'));

  it('names an obligatory notification once, by its badge, and the type of any other', () => {
    renderWithProviders(<CorrespondenceList items={[obligatory, reminder] as (Notification | Letter)[]} linkOf={(i) => `/ge/notifications/${i._id}`} label="შეტყობინებები" />, '/ge');
    const [first, second] = within(screen.getByRole('list', { name: 'შეტყობინებები' })).getAllByRole('listitem');
    expect(within(first!).getAllByText('სავალდებულო')).toHaveLength(1);
    expect(within(second!).getByText('შეხსენება')).toBeInTheDocument();
  });
});
