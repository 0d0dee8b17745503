import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@pensia/domain/files/upload-limits';
import { ComposeFormSchema, EMPTY_COMPOSE, fileProblem, formDataOf, recipientsOf } from './compose-form';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('compose form', () => {
  it('wants the subject and the text in Georgian, and valid recipients', () => {
    const result = ComposeFormSchema.safeParse({ ...EMPTY_COMPOSE, text: 'English only', recipientCode: '12' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['subject', 'text', 'recipientCode']));
    const ok = ComposeFormSchema.safeParse({ ...EMPTY_COMPOSE, subject: 'თემა', text: 'ტექსტი', recipientCode: '204567891' });
    expect(ok.success).toBe(true);
    const list = ComposeFormSchema.safeParse({ ...EMPTY_COMPOSE, subject: 'თემა', text: 'ტექსტი', recipientMode: 'list', recipientList: '204567891, 12' });
    expect(list.error?.issues[0]?.path).toEqual(['recipientList']);
  });

  it('sends one code, a list of distinct codes, or all', () => {
    expect(recipientsOf({ recipientMode: 'one', recipientCode: ' 204567891 ', recipientList: '' })).toBe('204567891');
    expect(recipientsOf({ recipientMode: 'list', recipientCode: '', recipientList: '204567891\n205123456; 204567891' })).toBe('204567891,205123456');
    expect(recipientsOf({ recipientMode: 'all', recipientCode: '204567891', recipientList: '' })).toBe('all');
  });

  it('builds the multipart body with the obligatory flag of a notification and the files', () => {
    const form = formDataOf({ ...EMPTY_COMPOSE, subject: 'თემა', text: 'ტექსტი', subjectEn: ' ', isObligatory: true, recipientCode: '204567891' }, [file('a.pdf', 3)]);
    expect(form.get('isObligatory')).toBe('true');
    expect(form.get('subjectEn')).toBeNull();
    expect(form.get('recipients')).toBe('204567891');
    expect((form.getAll('attachments')[0] as File).name).toBe('a.pdf');
    expect(formDataOf({ ...EMPTY_COMPOSE, kind: 'letter' }, []).has('isObligatory')).toBe(false);
  });

  it('refuses files of other types, empty, over 7 MB, twice, or beyond ten', () => {
    expect(fileProblem(file('tool.exe', 10), [])).toBe('type');
    expect(fileProblem(file('a.pdf', 0), [])).toBe('empty');
    expect(fileProblem(file('a.pdf', MAX_UPLOAD_BYTES + 1), [])).toBe('size');
    expect(fileProblem(file('a.pdf', 5), [file('a.pdf', 5)])).toBe('duplicate');
    expect(fileProblem(file('k.pdf', 5), Array.from({ length: 10 }, (_, i) => file(`${i}.pdf`, 5)))).toBe('count');
    expect(fileProblem(file('a.xlsx', MAX_UPLOAD_BYTES), [])).toBeNull();
  });
});
