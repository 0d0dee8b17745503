import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatedInvitation } from '@pensia/domain/user/org-users.schema';
import { formatDateTime } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';

/** The link of an invitation just made, shown this once with a button that copies it. */
export function InvitationLink({ created, onDone }: { created: CreatedInvitation; onDone: () => void }) {
  const { t } = useTranslation('orgUsers');
  const prefix = useLangPrefix();
  const { invitation, token } = created;
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const link = `${window.location.origin}${paths.invitation(prefix)}?token=${encodeURIComponent(token)}`;
  return (
    <Stack gap="md">
      <Text size="sm">{t('link.text', { name, date: formatDateTime(invitation.expiresAt) })}</Text>
      <TextInput label={t('link.label', { name })} value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="invitation-link" />
      <Group justify="flex-end" gap="xs">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : undefined} onClick={copy} aria-live="polite">
              {copied ? t('link.copied') : t('link.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('link.done')}
        </Button>
      </Group>
    </Stack>
  );
}
