import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalDetail } from '@pensia/domain/approvals/approval.schema';
import { renderApp } from '../../../app/test-utils';
import { exampleReversal as reversal, exampleReversalDetail as detail, REVERSAL_ID } from '../../../common/testing/corrections';
import { employerScreen, pageOf } from '../../../common/testing/employer-screen';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { testQueryClient } from '../../../common/testing/query-client';

/** A reversal waiting for approval (four eyes, docs/decisions/0108), as an approver sees it. */

let approvals: ApprovalDetail[] = [];
employerScreen((url) => {
  if (url.includes(`reverseddeclarations/${REVERSAL_ID}`))
    return Response.json({ statusCode: 200, result: { reversal: { ...reversal, awaitingApproval: true }, details: pageOf([detail]) } });
  if (url.includes('/approvals/')) return Response.json({ statusCode: 200, result: approvals[0] });
  if (url.includes('/approvals')) return Response.json({ statusCode: 200, result: pageOf(approvals) });
  return undefined;
});

beforeEach(() => {
  approvals = [];
});

/** A submission of the example reversal by another user, waiting for approval. */
const pending = (canDecide: boolean): ApprovalDetail => ({
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'reversal',
  subjectId: REVERSAL_ID,
  status: 'pending',
  summary: { year: 2026, month: 3, rowCount: 1, totalAmount: '-8.00', reference: '500001' },
  preparedBy: { id: '55555555-5555-4555-8555-555555555555', name: 'თამარ კაპანაძე' },
  submittedAt: '2026-11-29T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  comment: null,
  canDecide,
  changes: null,
});

describe('a reversing declaration waiting for approval', () => {
  it('shows an approver the reversal waiting for approval with the decisions, and no write at all', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'approver', organizationRequiresApproval: true } });
    approvals = [pending(true)];
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    // the panel: the approver's decisions (found by text: role queries are slow on a page this size)
    await waitFor(() => expect(document.body.textContent).toContain('Approve and complete'), { timeout: 20_000 });
    expect(screen.getByText('Approve and complete').closest('button')).not.toBeNull();
    expect(screen.getByText('Send back').closest('button')).not.toBeNull();
    expect(screen.getByText(/^Submitted by თამარ კაპანაძე/)).toBeInTheDocument();
    expect(screen.getAllByText('Waiting for approval').length).toBe(2);
    for (const write of ['Complete', 'Submit for approval', 'Delete', 'Add a row', 'Withdraw'])
      expect(screen.queryByRole('button', { name: write })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

});
