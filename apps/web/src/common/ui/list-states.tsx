import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from './loading-state';

export function ListLoader({ label }: { label: string }) {
  return <LoadingState label={label} />;
}

export interface ListPagingProps {
  total: number;
  pageNumber: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Pages of a list, with the range shown ("11–20 of 34"); nothing when everything fits on one page. */
export function ListPaging({ total, pageNumber, pageSize, onChange }: ListPagingProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const to = Math.min(total, pageNumber * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pagination.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(pageNumber, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Group>
  );
}
