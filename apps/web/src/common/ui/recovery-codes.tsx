import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 10 recovery codes of a new enrolment, shown this once, to copy or write down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <Alert color="green" title={t('recovery.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('recovery.body')}</Text>
        <List aria-label={t('recovery.listLabel')} listStyleType="none" spacing={4} ff="monospace" fz="md" style={{ columns: '2 11rem' }}>
          {codes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Group gap="sm" wrap="wrap">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('recovery.copied') : t('recovery.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" onClick={onDone}>
            {t('recovery.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
