import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { REVENUE_COMMENT_MAX_LENGTH } from '@pensia/domain/revenue/revenue-comments.api';
import type { ComparedPersonDto } from '@pensia/domain/revenue/revenue.api';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { formatMonthYear } from '../../../common/lib/format';
import { useSaveComment } from '../api/revenue-queries';
import { notify } from '../../../common/lib/notify';

/** Writes or replaces the comment of one difference (a person in a month). */
export function CommentDialog({ person, onClose }: { person: ComparedPersonDto; onClose: () => void }) {
  const { t } = useTranslation('revenue');
  const [text, setText] = useState(person.comment?.comment ?? '');
  const save = useSaveComment();
  const name = [person.lastName, person.firstName].filter(Boolean).join(' ');
  const fieldError = save.error instanceof ApiError ? (save.error.fieldMessages.comment ?? null) : null;
  const submit = async () => {
    try {
      await save.mutateAsync({ year: person.year, month: person.month, personalIdentificationNumber: person.personalIdentificationNumber, comment: text });
      notify({ color: 'green', message: t('comments.saved') });
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('comments.dialogTitle', { person: name, period: formatMonthYear(person.year, person.month) })} centered closeButtonProps={{ 'aria-label': t('comments.cancel') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('comments.label')}
            description={t('comments.hint', { max: REVENUE_COMMENT_MAX_LENGTH })}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={5}
            maxLength={REVENUE_COMMENT_MAX_LENGTH}
            required
            error={fieldError}
            data-autofocus
          />
          {save.isError && !fieldError ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('comments.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={text.trim() === ''}>
              {t('comments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
