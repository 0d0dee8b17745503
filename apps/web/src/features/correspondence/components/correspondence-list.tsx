import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Letter, Notification } from '@pensia/domain/nbo/nbo.schema';
import { formatDateTime } from '../../../common/lib/format';

export interface CorrespondenceListProps {
  items: readonly (Letter | Notification)[];
  linkOf: (item: Letter | Notification) => string;
  label: string;
}

function isObligatory(item: Letter | Notification): boolean {
  return 'isObligatory' in item && item.isObligatory;
}

/** Rows of letters or notifications: subject, type, date received, unread and obligatory marks. */
export function CorrespondenceList({ items, linkOf, label }: CorrespondenceListProps) {
  const { t } = useTranslation('correspondence');
  return (
    <Paper withBorder radius="md">
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((item, index) => {
          const unread = !item.isRead;
          // new until opened; unread until "I have read" (docs/decisions/0054)
          const fresh = item.isNew;
          return (
            <li key={item._id} style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
              <UnstyledButton
                component={Link}
                to={linkOf(item)}
                p="md"
                display="block"
                w="100%"
                data-unread={unread || undefined}
                data-new={fresh || undefined}
              >
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
                    <Group gap="xs" wrap="wrap">
                      {fresh && (
                        <Badge color="purple" variant="filled" size="sm">
                          {t('status.new')}
                        </Badge>
                      )}
                      {isObligatory(item) && (
                        <Badge color="red" variant="light" size="sm">
                          {t('status.obligatory')}
                        </Badge>
                      )}
                      {/* an obligatory notification's type is the badge beside it: not written twice */}
                      {!(isObligatory(item) && item.type === 'obligatory') && (
                        <Text size="sm" c="dimmed">
                          {t(`types.${item.type}`, { defaultValue: item.type })}
                        </Text>
                      )}
                    </Group>
                    <Text fw={fresh ? 700 : 500} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                      {item.subject}
                    </Text>
                    {item.attachments.length > 0 && (
                      <Text size="sm" c="dimmed">
                        {t('list.attachments', { count: item.attachments.length })}
                      </Text>
                    )}
                  </Stack>
                  {/* beside the subject the date and read status align right; on a phone, under it, they start
                      where the subject does */}
                  <Stack gap={2} ta={{ base: 'left', xs: 'right' }}>
                    <Text size="sm" c="dark.6">
                      <time dateTime={item.receiveDate}>{formatDateTime(item.receiveDate)}</time>
                    </Text>
                    <Text size="xs" c={unread ? 'purple.8' : 'dimmed'}>
                      {unread ? t('status.unread') : t('status.readOn', { date: formatDateTime(item.readDate) })}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
