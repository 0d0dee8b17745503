import { Alert, Box, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 10 recovery codes of a new enrolment, shown this once, to copy or write down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <Alert color="green" title={t('recovery.title')} styles={{ body: { minWidth: 0 } }}>
      <Stack gap="sm">
        <Text size="sm">{t('recovery.body')}</Text>
        {/* a plain list: the sign-in page shows it too, without the list component's styles */}
        <Box component="ul" aria-label={t('recovery.listLabel')} ff="monospace" fz="md" m={0} p={0} style={{ listStyle: 'none', columns: '2 11rem', lineHeight: 1.8 }}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
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
