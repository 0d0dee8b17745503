import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../common/ui/page-layout';
import { PlusIcon } from '../../../common/ui/icons';
import { QueryState } from '../../../common/ui/query-state';
import { useSession } from '../../../common/session/session-store';
import { useApiKeys } from '../api/api-key-queries';
import { ApiKeyList } from '../components/api-key-list';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';

/** `api-keys`: the organization's API keys for payroll software, for its administrator (docs/decisions/0101). */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const isAdministrator = useSession((s) => s.user?.orgRole === 'administrator');
  const [creating, setCreating] = useState(false);
  return (
    <PageLayout
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        isAdministrator ? (
          <Group>
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setCreating(true)}>
              {t('create.open')}
            </Button>
          </Group>
        ) : undefined
      }
    >
      {isAdministrator ? <AdministratorView /> : <Alert color="gray">{t('onlyAdministrator')}</Alert>}
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
    </PageLayout>
  );
}

function AdministratorView() {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={900}>
        {t('about')}
      </Text>
      <QueryState query={keys}>{(list) => <ApiKeyList keys={list} />}</QueryState>
    </Stack>
  );
}
