import type { AnnualDeclaration, AnnualDetail, AnnualRowBodyInput } from '@pensia/domain/annual/annual.api';
import { CorrectionRowForm } from '../../../common/ui/correction-row-form';
import { useSaveAnnualRow } from '../api/annual-queries';

/**
 * A row of an annual declaration: the person (personal number and surname as in the year's declarations;
 * first name, birth date and gender for a person of no month) and the year's amounts.
 */
export function AnnualRowForm({
  annual,
  row,
  onClose,
}: {
  annual: AnnualDeclaration;
  row?: AnnualDetail;
  onClose: () => void;
}) {
  const save = useSaveAnnualRow();
  return (
    <CorrectionRowForm
      ns="annual"
      start={{ row, amounts: row?.annual }}
      save={(body: AnnualRowBodyInput) => save.mutateAsync({ annual, detailId: row?.id, body })}
      pending={save.isPending}
      error={save.error}
      onClose={onClose}
    />
  );
}
