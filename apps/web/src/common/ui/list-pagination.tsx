import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page links under a list, each with a spoken label ("Page 3", "Next page"); nothing when one page fits all. */
export function ListPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('common');
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      />
    </Group>
  );
}
