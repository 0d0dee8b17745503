import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Letter, Notification } from '@pensia/domain/nbo/nbo.schema';
import { formatDateTime } from '../../../common/lib/format';
import { useSession } from '../../../common/session/session-store';
import { PageLayout } from '../../../common/ui/page-layout';
import { downloadAttachment, useOpenOnView, useReadMutation, type CorrespondenceKind } from '../api/correspondence-api';
import { markAttachmentOpened, useOpenedAttachments } from '../lib/opened-attachments';
import { AttachmentList } from '../../../common/ui/attachment-list';

export interface CorrespondenceViewProps {
  kind: CorrespondenceKind;
  item: Letter | Notification;
  backTo: string;
  backLabel: string;
}

/**
 * A letter or notification: its text in the reader's language, its attachments, and "I have read", which
 * is enabled once every attachment has been opened or downloaded (section 4).
 */
export function CorrespondenceView({ kind, item, backTo, backLabel }: CorrespondenceViewProps) {
  const { t } = useTranslation('correspondence');
  const isAdmin = useSession((s) => s.isAdmin);
  const obligatoryLeft = useSession((s) => s.newObligatoryNotifications);
  const opened = useOpenedAttachments(item._id);
  const read = useReadMutation(kind);
  useOpenOnView(kind, item, isAdmin);
  const obligatory = 'isObligatory' in item && item.isObligatory;
  const total = item.attachments.length;
  const openedCount = item.attachments.filter((a) => opened.has(a.attachmentId)).length;
  const allOpened = openedCount === total;

  return (
    <PageLayout
      title={item.subject}
      subtitle={`${t(`types.${item.type}`, { defaultValue: item.type })} · ${t('view.received', { date: formatDateTime(item.receiveDate) })}`}
      actions={
        <Group gap="xs">
          <Anchor component={Link} to={backTo}>
            ← {backLabel}
          </Anchor>
        </Group>
      }
    >
      <Group gap="xs">
        {obligatory && <Badge color="red">{t('status.obligatory')}</Badge>}
        {item.isRead ? (
          <Badge color="green" variant="light">
            {t('status.readOn', { date: formatDateTime(item.readDate) })}
          </Badge>
        ) : (
          <Badge color="purple" variant="light">
            {t('status.unread')}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.7}>
          {item.text}
        </Text>
      </Paper>
      {total > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="attachments-heading">
          <Title order={2} size="h3" id="attachments-heading">
            {t('attachments.heading', { count: total })}
          </Title>
          <AttachmentList
            attachments={item.attachments}
            load={(a) => downloadAttachment(kind, item._id, a.attachmentId)}
            opened={opened}
            onOpened={(a) => markAttachmentOpened(item._id, a.attachmentId)}
          />
        </Stack>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('view.confirmation')}>
        {item.isRead ? (
          <Stack gap="xs">
            <Text fw={600} c="green.9">
              {t('view.confirmed', { date: formatDateTime(item.readDate) })}
            </Text>
            {kind === 'notification' && obligatoryLeft > 0 && (
              <Text>
                {t('view.obligatoryLeft', { count: obligatoryLeft })}{' '}
                <Anchor component={Link} to={backTo}>
                  {backLabel}
                </Anchor>
              </Text>
            )}
          </Stack>
        ) : isAdmin ? (
          <Text>{t('view.operatorCannotConfirm')}</Text>
        ) : (
          <Stack gap="sm">
            <Text id="read-hint">
              {total > 0 ? t('view.readHintAttachments', { opened: openedCount, count: total }) : t('view.readHint')}
            </Text>
            {read.isError && (
              <Alert color="red" role="alert" title={t('view.readFailed')}>
                {read.error.message}
              </Alert>
            )}
            <Group>
              <Button
                onClick={() => read.mutate(item)}
                disabled={!allOpened}
                loading={read.isPending}
                aria-describedby="read-hint"
              >
                {t('view.iHaveRead')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </PageLayout>
  );
}
