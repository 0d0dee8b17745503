import { Badge } from '@mantine/core';
import type { AnnualDeclaration } from '@pensia/domain/annual/annual.api';
import { useTranslation } from 'react-i18next';

/** Open or closed, in words, never cut short. */
export function AnnualStatus({ status }: { status: AnnualDeclaration['status'] }) {
  const { t } = useTranslation('annual');
  return (
    <Badge
      color={status === 'open' ? 'blue' : 'dark'}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
