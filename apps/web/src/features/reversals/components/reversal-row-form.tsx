import { useState } from 'react';
import { Checkbox, Group, Radio } from '@mantine/core';
import type { Reversal, ReversalDetail, ReversalRowBodyInput } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';
import { CorrectionRowForm } from '../../../common/ui/correction-row-form';
import { useSaveRow } from '../api/reversal-queries';

/**
 * A row of a reversal: the person (personal number and surname as in the declaration; first name, birth
 * date and gender for a new person) and the corrected amounts, or the changes to them. The server answers
 * each field's message in the user's language ("Can not be more than initial value.", "Personal number or
 * surname is incorrect.").
 */
export function ReversalRowForm({
  reversal,
  row,
  onClose,
}: {
  reversal: Reversal;
  row?: ReversalDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('reversals');
  const [optIn, setOptIn] = useState(row?.isNew ? row.optIn === 1 : false);
  const [entry, setEntry] = useState<'corrected' | 'change'>('corrected');
  const save = useSaveRow();
  return (
    <CorrectionRowForm
      ns="reversals"
      start={{ row, amounts: row?.corrected }}
      extra={{ optIn: optIn ? 1 : 0, entry }}
      save={(body) => save.mutateAsync({ reversal, detailId: row?.id, body: body as ReversalRowBodyInput })}
      pending={save.isPending}
      error={save.error}
      onClose={onClose}
    >
      <Checkbox label={t('form.optIn')} checked={optIn} onChange={(e) => setOptIn(e.currentTarget.checked)} />
      <Radio.Group label={t('form.entry')} value={entry} onChange={(v) => setEntry(v === 'change' ? 'change' : 'corrected')}>
        <Group gap="lg" mt={6}>
          <Radio value="corrected" label={t('form.entryCorrected')} />
          <Radio value="change" label={t('form.entryChange')} />
        </Group>
      </Radio.Group>
    </CorrectionRowForm>
  );
}
