import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { participantEndpoints } from '@pensia/domain/participants/participant.endpoints';
import { apiBlob } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { notify } from '../../../common/lib/notify';

/** The employer's statement of what it paid for one person (its own contributions only), as a PDF. */
export function EmployeeStatementButton({ personalNumber }: { personalNumber: string }) {
  const { t } = useTranslation('participant');
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { blob, filename } = await apiBlob(participantEndpoints.employeeStatement, { params: { personalNumber } });
      saveBlob(blob, filename);
      notify({ color: 'green', message: t('employerStatement.downloaded') });
    } catch (e) {
      notify({ color: 'red', message: (e as Error).message });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="light" onClick={download} loading={loading}>
      {t('employerStatement.button')}
    </Button>
  );
}
