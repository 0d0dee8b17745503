import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrgRole } from '@pensia/domain/user/org-roles';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { testQueryClient } from '../../../common/testing/query-client';
import { declarationOf } from '../testing/fixtures';

const draft = declarationOf({ id: '33333333-3333-4333-8333-333333333333', declarationNumber: '100007' });
const open = declarationOf({
  id: '44444444-4444-4444-8444-444444444444',
  declarationNumber: '100008',
  declarationStatus: 'open',
  isDraft: false,
  isOpen: true,
  activationDate: '2026-06-05T08:00:00.000Z',
  totals: { rowCount: 1, contributionBase: '1000.00', employeeContribution: '20.00', organizationContribution: '20.00', totalContribution: '40.00' },
});
const page = (items: unknown[]) => ({ items, totalCount: items.length, pageNumber: 1, pageSize: 10 });

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const path = url.split('?')[0]!;
      const ok = (result: unknown) => Response.json({ statusCode: 200, result });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (path.endsWith('/declarations/organization/new')) return ok(page([draft]));
      if (path.endsWith(`/monthly-decs/${draft.id}`)) return ok({ declaration: draft, details: page([]) });
      if (path.endsWith(`/monthly-decs/${open.id}`)) return ok({ declaration: open, details: page([]) });
      if (path.endsWith('/declarations/details/filter')) return ok({ ...page([]), totals: draft.totals });
      if (path.endsWith('/approvals')) return ok(page([]));
      if (path.endsWith('/upload-report')) return ok(null);
      return ok({});
    }),
  );
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const signInAs = (orgRole: OrgRole) => signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
const show = (path: string) => renderApp(path, { queryClient: testQueryClient() });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('the declaration screens by role', () => {
  it.each(['viewer', 'approver'] as const)('home (%s): the list to view, no declaration to create', async (orgRole) => {
    signInAs(orgRole);
    show('/en');
    await heading('New declarations');
    const list = await screen.findByRole('table');
    expect(within(list).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/en/declaration/new/${draft.id}`);
    expect(within(list).queryByRole('link', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Create a declaration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create a declaration' })).toBeNull();
    expect(screen.getByText(/open one to see its rows and checks/)).toBeInTheDocument();
  });

  it('home (preparer): a declaration to create and a draft to continue', async () => {
    signInAs('preparer');
    show('/en');
    await heading('New declarations');
    const list = await screen.findByRole('table');
    expect(within(list).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Create a declaration' })).toBeInTheDocument();
  });

  it('home of a self-employed person, the administrator of its own account: its declaration to create', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed', organizationTypeId: 2, firstName: 'ნინო', lastName: 'ბერიძე' } });
    show('/en');
    await heading('New declarations');
    expect(await screen.findByRole('region', { name: 'Create a declaration' })).toBeInTheDocument();
  });

  it.each(['viewer', 'approver'] as const)('a draft (%s): its rows to read, nothing to add, save, submit or delete', async (orgRole) => {
    signInAs(orgRole);
    show(`/en/declaration/new/${draft.id}`);
    await heading(/Declaration No\. 100007/);
    expect(await screen.findByRole('tab', { name: 'Rows' })).toBeInTheDocument();
    for (const name of ['Add a row', 'Download the template', 'Save the draft', 'Submit the declaration', 'Delete the declaration']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText(/Only the organization’s preparers and administrators change it/)).toBeInTheDocument();
  });

  it('a draft (preparer): the editor’s buttons', async () => {
    signInAs('preparer');
    show(`/en/declaration/new/${draft.id}`);
    await heading(/Declaration No\. 100007/);
    expect(await screen.findByRole('button', { name: 'Add a row' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the draft' })).toBeInTheDocument();
  });

  it.each(['viewer', 'approver'] as const)('a submitted declaration (%s): export and payment order, no closing and no reversal', async (orgRole) => {
    signInAs(orgRole);
    show(`/en/declaration/view/${open.id}`);
    await heading(/100008/);
    expect(await screen.findByRole('button', { name: 'Export to Excel (.xlsx)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the declaration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reversing declaration' })).toBeNull();
  });

  it('a submitted declaration (preparer): closing and the reversal', async () => {
    signInAs('preparer');
    show(`/en/declaration/view/${open.id}`);
    await heading(/100008/);
    expect(await screen.findByRole('button', { name: 'Close the declaration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reversing declaration' })).toBeInTheDocument();
  });
});
