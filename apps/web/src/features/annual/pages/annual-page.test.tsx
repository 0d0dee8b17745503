import { periodOfInstant } from '@pensia/domain/declarations/period';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/test-utils';
import { ANNUAL_ID, exampleAnnual as annual, exampleAnnualDetail as detail } from '../../../common/testing/corrections';
import { employerScreen, pageOf } from '../../../common/testing/employer-screen';
import { testQueryClient } from '../../../common/testing/query-client';

let addAnswer: () => Response;
const calls = employerScreen((url) => {
  if (url.includes(`annual-declarations/${ANNUAL_ID}/details`)) return addAnswer();
  if (url.includes('close-annual-declaration'))
    return Response.json({
      statusCode: 200,
      result: { ...annual, status: 'closed', isOpen: false, isClosed: true, version: 5 },
    });
  if (url.includes('get-annual-declaration-details'))
    return Response.json({ statusCode: 200, result: { annualDeclaration: annual, details: pageOf([detail]) } });
  if (url.includes('get-annual-declaration-list')) return Response.json({ statusCode: 200, result: pageOf([annual]) });
  return undefined;
});

beforeEach(() => {
  addAnswer = () => Response.json({ statusCode: 200, result: { annualDeclaration: annual, detail } });
});

const annualCalls = () => calls.filter((c) => c.url.includes('annual'));

describe('the annual declarations screen', () => {
  it('lists the annual declarations with their state and differences, and offers a past year to make', async () => {
    renderApp('/en/declaration/reversing-annual-declarations', { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual reversing declarations' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Annual declarations: 1 of 1' });
    expect(within(table).getByRole('button', { name: 'Open the annual declaration of 2025' })).toBeInTheDocument();
    expect(within(table).getByText('₾48.00')).toBeInTheDocument();
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    expect(Math.max(...years)).toBe(periodOfInstant(new Date()).year - 1);
    expect(Math.min(...years)).toBe(2019);
  });

  it('reads "no longer available" for an id that is not an id, without asking the server', async () => {
    renderApp('/en/declaration/reversing-annual-declarations?id=not-an-id');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The annual declaration is no longer available.',
    );
    expect(annualCalls()).toEqual([]);
  });

  it("shows the amounts and rows, the server's field messages under the row form's fields, and sends the version as If-Match", async () => {
    addAnswer = () =>
      Response.json(
        {
          statusCode: 400,
          code: 'FILL_CORRECT_FIELDS',
          message: 'Please fill in the correct fields.',
          result: { messages: { lastName: 'Personal number or surname is incorrect.' } },
        },
        { status: 400 },
      );
    renderApp(`/en/declaration/reversing-annual-declarations?id=${ANNUAL_ID}`, { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual declaration of 2025' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const label of ['Base declared in the months', 'Annual base', 'Annual contributions', 'Difference'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Rows: 1 of 1' });
    expect(within(table).getByText('01001010101')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Personal number/), { target: { value: '01001010101' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'სხვა' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Personal number or surname is incorrect.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/details'))!;
    expect(post.headers['if-match']).toBe('"4"');
  });

  it('closes after a confirmation naming the difference, with If-Match and an Idempotency-Key', async () => {
    renderApp(`/en/declaration/reversing-annual-declarations?id=${ANNUAL_ID}`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Close the annual declaration' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₾48.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the annual declaration' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('close-annual-declaration'))).toBe(true));
    const close = calls.find((c) => c.url.includes('close-annual-declaration'))!;
    expect(close.method).toBe('POST');
    expect(close.url).toContain(`id=${ANNUAL_ID}`);
    expect(close.headers['if-match']).toBe('"4"');
    expect(close.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
