import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vmsg } from '@pensia/domain/i18n/messages';
import { PersonalNumberSchema } from '@pensia/domain/identity/personal-number';
import { OPTOUT_REQUIRED_DOC_TYPE, type OptOutDocType } from '@pensia/domain/optout/optout';
import type { OptOutCheck, OptOutRequest } from '@pensia/domain/optout/optout.api';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../common/lib/api-client';
import { fieldErrorText } from '../../../common/lib/form-errors';
import { formatDate } from '../../../common/lib/format';
import { checkPerson, useCreateOptOut, useUpdateOptOut } from '../api/optout-queries';
import { optOutFormData } from '../lib/optout-form';
import { useChosenDocuments } from '../../../common/lib/use-chosen-documents';
import { ConfirmDialog } from '../../../common/ui/confirm-dialog';
import { TypedDocumentsField } from '../../../common/ui/typed-documents-field';

type Field = 'personalNumber' | 'comment' | 'documents' | 'documentTypes';

export interface OptOutFormProps {
  docTypes: readonly NamedCode[];
  /** The request being changed; a new one when absent. */
  request?: OptOutRequest;
  onDone: (request: OptOutRequest) => void;
  onCancel: () => void;
}

/**
 * Files an opt-out request — the personal number checked first (who may leave, until when), then the
 * employee's written request and other documents, each with its type — or changes a new one: its comment and
 * documents. A change is confirmed before it is sent.
 */
export function OptOutForm({ docTypes, request, onDone, onCancel }: OptOutFormProps) {
  const { t } = useTranslation('optout');
  const create = useCreateOptOut();
  const update = useUpdateOptOut();
  const [personalNumber, setPersonalNumber] = useState('');
  const [check, setCheck] = useState<OptOutCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [comment, setComment] = useState(request?.comment ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = create.isPending || update.isPending;
  // the employee's written request is the type a first file is given while the request has none
  const { documents, removed, kept, fieldProps } = useChosenDocuments<OptOutDocType>(request?.documents ?? [], {
    onEdited: (field) => setErrors((e) => ({ ...e, [field]: undefined, documents: undefined })),
    typeOfNew: (before, i) => (i === 0 && !before.some((x) => x.docType === OPTOUT_REQUIRED_DOC_TYPE) ? OPTOUT_REQUIRED_DOC_TYPE : ''),
  });

  const runCheck = async () => {
    setCheck(null);
    setFailure(null);
    const parsed = PersonalNumberSchema.safeParse(personalNumber);
    if (!parsed.success) {
      setErrors((e) => ({ ...e, personalNumber: parsed.error.issues[0]?.message }));
      return;
    }
    setChecking(true);
    try {
      setCheck(await checkPerson(parsed.data));
    } catch (error) {
      if (error instanceof ApiError && error.fieldMessages.id) setErrors((e) => ({ ...e, personalNumber: error.fieldMessages.id }));
      else setFailure(error instanceof ApiError ? error.message : t('form.failed'));
    } finally {
      setChecking(false);
    }
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (documents.some((d) => !d.docType)) found.documentTypes = vmsg('optoutDocumentType');
    if (![...kept, ...documents].some((d) => d.docType === OPTOUT_REQUIRED_DOC_TYPE)) found.documents = vmsg('optoutDocumentRequired');
    return found;
  };

  const send = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const body = optOutFormData(request ? { id: request.id, removeDocumentIds: removed } : { personalNumber: check!.personalNumber }, comment, documents);
      onDone(request ? await update.mutateAsync(body) : await create.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError) {
        const fields: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(error.fieldMessages)) if (['personalNumber', 'comment', 'documents', 'documentTypes'].includes(key)) fields[key as Field] = message;
        setErrors(fields);
        if (!Object.keys(fields).length) setFailure(error.message);
      } else setFailure(t('form.failed'));
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (request) setConfirming(true);
    else void send();
  };

  const canFill = request !== undefined || check?.canCreate === true;
  return (
    <form onSubmit={submit} noValidate aria-label={request ? t('form.editTitle', { number: request.number }) : t('form.createTitle')}>
      <Stack gap="sm">
        {request ? (
          <Text size="sm">
            {t('form.person', { name: `${request.firstName} ${request.lastName}`, personalNumber: request.personalNumber })}
          </Text>
        ) : (
          <>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label={t('form.personalNumber')}
                description={t('form.personalNumberHint')}
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                value={personalNumber}
                onChange={(e) => {
                  setPersonalNumber(e.currentTarget.value);
                  setCheck(null);
                  setErrors((er) => ({ ...er, personalNumber: undefined }));
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void runCheck();
                  }
                }}
                error={fieldErrorText({ message: errors.personalNumber })}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button variant="light" mt={{ base: 0, xs: 44 }} onClick={() => void runCheck()} loading={checking}>
                {t('form.check')}
              </Button>
            </Group>
            {check ? (
              <Alert color={check.canCreate ? 'green' : 'yellow'} role="status" title={check.firstName ? `${check.firstName} ${check.lastName}` : undefined}>
                {check.canCreate && check.window ? t('form.mayLeave', { opens: formatDate(check.window.opens), closes: formatDate(check.window.closes) }) : check.message}
              </Alert>
            ) : null}
          </>
        )}
        {canFill ? (
          <>
            <Textarea label={t('form.comment')} rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} error={fieldErrorText({ message: errors.comment })} />
            <TypedDocumentsField<OptOutDocType>
              legend={t('form.documents')}
              hint={t('form.documentsHint')}
              docTypes={docTypes}
              {...fieldProps}
              error={errors.documents ?? errors.documentTypes}
              typeWanting={Boolean(errors.documentTypes)}
            />
          </>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!canFill}>
            {request ? t('form.save') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('confirmUpdate.title')}
        text={request ? t('confirmUpdate.text', { number: request.number, name: `${request.firstName} ${request.lastName}` }) : null}
        cancelLabel={t('confirmUpdate.cancel')}
        confirmLabel={t('confirmUpdate.confirm')}
        busy={busy}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
