import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { stopActing } from '../api/operator-api';
import { useActing } from '../lib/acting-store';

const BANNER_MAX_WIDTH = 1400;

/** Whose portal the operator is working in, and the way back to the back office. */
export function ActingBanner() {
  const { t } = useTranslation('operator');
  const acting = useActing();
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  if (!acting) return null;
  const back = async () => {
    setLeaving(true);
    try {
      await stopActing();
      client.clear();
      await navigate(paths.operator(prefix));
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Paper
      role="region"
      aria-label={t('acting.label')}
      mb="md"
      maw={BANNER_MAX_WIDTH}
      mx="auto"
      p="md"
      radius="md"
      bg="orange.0"
      style={{ border: '2px solid var(--mantine-color-orange-7)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} c="dark.9" style={{ flex: '1 1 320px' }}>
          {t('acting.text', { name: acting.organization.name, code: acting.organization.code })}
        </Text>
        <Button color="orange.9" size="sm" loading={leaving} onClick={() => void back()}>
          {t('acting.back')}
        </Button>
      </Group>
    </Paper>
  );
}
