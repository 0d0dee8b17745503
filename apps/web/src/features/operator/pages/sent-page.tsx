import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isRecordId } from '@pensia/domain/http/ids';
import type { SentItem, SentItemDetail } from '@pensia/domain/operator/operator.schema';
import { isMissingRecord } from '../../../common/lib/missing-record';
import { formatDateTime, formatNumber } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { AttachmentList } from '../../../common/ui/attachment-list';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { isSendAccepted } from '@pensia/domain/operator/operator.schema';
import { notify } from '../../../common/lib/notify';
import { downloadSentAttachment, useRecipients, useSendAgainMutation, useSentItem, useSentList, type SentKind } from '../api/operator-api';

function kindOf(value: string | undefined): SentKind {
  return value === 'notification' ? 'notification' : 'letter';
}

/** `operator/sent/{kind?}/{id?}`: what the agency has sent, with delivery and read counts, or one item. */
export function SentPage() {
  const { kind, id } = useParams();
  return id ? <SentItemView kind={kindOf(kind)} id={id} /> : <SentList kind={kindOf(kind)} />;
}

const STATUS_COLOR = { sending: 'blue', sent: 'green', failed: 'red' } as const;

/** Sending (its recipients do not see it yet), sent, or failed (its job ran out of tries: sent again by hand). */
function SendStatus({ status }: { status: SentItem['status'] }) {
  const { t } = useTranslation('operator');
  const hint = status === 'sending' ? t('sent.sendingHint') : status === 'failed' ? t('sent.failedHint') : undefined;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="sm" title={hint}>
      {t(`sent.status.${status}`)}
    </Badge>
  );
}

/**
 * Sends a failed send again (decision 0089): it goes on from where it stopped, no organization getting it twice.
 * The answer is said as a notice; a refusal (it is no longer failed) too, in the reader's language.
 */
function SendAgainButton({ kind, item, size = 'xs' }: { kind: SentKind; item: Pick<SentItem, '_id' | 'subject'>; size?: 'xs' | 'sm' }) {
  // on the page it stands inside the red notice, filled to stand out of it; in the list, light beside the others
  const { t } = useTranslation('operator');
  const again = useSendAgainMutation(kind);
  const sendAgain = async () => {
    try {
      const result = await again.mutateAsync(item._id);
      if (!isSendAccepted(result)) notify({ color: 'green', message: t('sent.sentAgain', { total: formatNumber(result.recipientCount) }) });
      else if (result.status === 'failed') notify({ color: 'red', message: t('sent.failedAgain') });
      else notify({ color: 'blue', message: t('sent.sendingAgain') });
    } catch (error) {
      notify({ color: 'red', message: (error as Error).message });
    }
  };
  return (
    <Button color="red" variant={size === 'sm' ? 'filled' : 'light'} size={size} onClick={() => void sendAgain()} loading={again.isPending} aria-label={`${t('sent.sendAgain')}: ${item.subject}`}>
      {t('sent.sendAgain')}
    </Button>
  );
}

function ReadProgress({ item }: { item: Pick<SentItem, 'readCount' | 'recipientCount'> }) {
  const { t } = useTranslation('operator');
  const share = item.recipientCount ? (item.readCount / item.recipientCount) * 100 : 0;
  const label = t('sent.readOf', { read: formatNumber(item.readCount), count: item.recipientCount, total: formatNumber(item.recipientCount) });
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">{label}</Text>
      <Progress value={share} color={share === 100 ? 'green' : 'purple'} size="sm" aria-label={label} />
    </Stack>
  );
}

function SentList({ kind }: { kind: SentKind }) {
  const { t } = useTranslation('operator');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const list = useSentList(kind, query, pageNumber);
  const data = list.data;

  return (
    <PageLayout title={t('sent.title')}>
      <Tabs
        value={kind}
        onChange={(v) => {
          setPageNumber(1);
          void navigate(paths.operatorSent(prefix, kindOf(v ?? undefined)));
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="letter">{t('sent.letters')}</Tabs.Tab>
          <Tabs.Tab value="notification">{t('sent.notifications')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('sent.search')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPageNumber(1);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <Button component={Link} to={paths.operatorCompose(prefix)}>
          {t('sent.write')}
        </Button>
      </Group>
      <LoadErrorDialog error={list.error} onRetry={() => void list.refetch()} />
      {list.isPending ? (
        <ListLoader label={t('common.loading')} />
      ) : data && data.items.length > 0 ? (
        <Stack gap="sm" aria-busy={list.isFetching}>
          <Paper withBorder radius="md">
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={kind === 'letter' ? t('sent.letters') : t('sent.notifications')}>
              {data.items.map((item, index) => (
                <li key={item._id} style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                  <Group justify="space-between" p="md" wrap="wrap" gap="sm">
                    <Stack gap={4} miw={0} style={{ flex: '1 1 300px' }}>
                      <Group gap="xs">
                        <SendStatus status={item.status} />
                        {item.isObligatory && (
                          <Badge color="red" variant="light" size="sm">
                            {t('sent.obligatory')}
                          </Badge>
                        )}
                        <Text size="sm" c="dimmed">
                          {t(`types.${item.type}`, { defaultValue: item.type })}
                        </Text>
                      </Group>
                      <Anchor component={Link} to={paths.operatorSent(prefix, item.kind, item._id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {item.subject}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {t('sent.sentAtBy', { date: formatDateTime(item.sentAt), by: item.sentBy ?? t('sent.system') })}
                        {item.attachmentCount > 0 ? ` · ${t('sent.attachments', { count: item.attachmentCount })}` : ''}
                      </Text>
                    </Stack>
                    {item.status === 'failed' ? <SendAgainButton kind={item.kind} item={item} /> : <ReadProgress item={item} />}
                  </Group>
                </li>
              ))}
            </Stack>
          </Paper>
          <ListPaging total={data.totalCount} pageNumber={data.pageNumber} pageSize={data.pageSize} onChange={setPageNumber} />
        </Stack>
      ) : data ? (
        <EmptyListState title={t('sent.noneTitle')} description={t('sent.noneText')} />
      ) : null}
    </PageLayout>
  );
}

function Texts({ item }: { item: SentItemDetail }) {
  const { t } = useTranslation('operator');
  const versions = [
    { lang: 'ka', subject: item.subject, text: item.text },
    { lang: 'en', subject: item.subjectEn, text: item.textEn },
    { lang: 'ru', subject: item.subjectRu, text: item.textRu },
  ] as const;
  return (
    <Tabs defaultValue="ka" keepMounted={false}>
      <Tabs.List>
        {versions.map((v) => (
          <Tabs.Tab key={v.lang} value={v.lang} disabled={!v.subject && !v.text}>
            {t(`compose.languages.${v.lang}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {versions.map((v) => (
        <Tabs.Panel key={v.lang} value={v.lang} pt="md" lang={v.lang}>
          <Title order={3} size="h4" mb="xs">
            {v.subject}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{v.text}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

type ReadFilter = 'all' | 'read' | 'unread';

function SentItemView({ kind, id }: { kind: SentKind; id: string }) {
  const { t } = useTranslation('operator');
  const prefix = useLangPrefix();
  const item = useSentItem(kind, id);
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const recipients = useRecipients(kind, id, { isRead: filter === 'all' ? undefined : filter === 'read', query, pageNumber });
  const back = (
    <Anchor component={Link} to={paths.operatorSent(prefix, kind)}>
      ← {kind === 'letter' ? t('sent.letters') : t('sent.notifications')}
    </Anchor>
  );

  // an id that can't name a sent item is never asked for; it and one the server does not know read "not found"
  if (!isRecordId(id) || isMissingRecord(item.error)) {
    return (
      <PageLayout title={t('sent.title')} actions={back}>
        <EmptyListState title={t(`sent.notFound.${kind}`)} description={t('sent.notFound.text')} />
      </PageLayout>
    );
  }
  if (!item.data) {
    return (
      <PageLayout title={t('sent.title')} actions={back}>
        <LoadErrorDialog error={item.error} onRetry={() => void item.refetch()} />
        {item.isPending && <ListLoader label={t('common.loading')} />}
      </PageLayout>
    );
  }
  const d = item.data;
  const rows = recipients.data?.items ?? [];
  return (
    <PageLayout
      title={d.subject}
      subtitle={`${kind === 'letter' ? t('compose.kinds.letter') : t('compose.kinds.notification')} · ${t(`types.${d.type}`, { defaultValue: d.type })} · ${t('sent.sentAtBy', { date: formatDateTime(d.sentAt), by: d.sentBy ?? t('sent.system') })}`}
      actions={back}
    >
      <Group gap="sm" align="center">
        <SendStatus status={d.status} />
        {d.isObligatory && <Badge color="red">{t('sent.obligatory')}</Badge>}
        <ReadProgress item={d} />
        <Button variant="default" size="xs" onClick={() => void Promise.all([item.refetch(), recipients.refetch()])} loading={item.isFetching || recipients.isFetching}>
          {t('sent.refresh')}
        </Button>
      </Group>
      {d.status === 'failed' && (
        <Alert color="red" role="alert" title={t('sent.failedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('sent.failedText', { total: formatNumber(d.recipientCount) })}</Text>
            <SendAgainButton kind={kind} item={d} size="sm" />
          </Stack>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Texts item={d} />
      </Paper>
      {d.attachments.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="sent-attachments">
          <Title order={2} size="h3" id="sent-attachments">
            {t('sent.attachments', { count: d.attachments.length })}
          </Title>
          <AttachmentList attachments={d.attachments} load={(a) => downloadSentAttachment(kind, id, a.attachmentId)} />
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="sent-recipients">
        <Title order={2} size="h3" id="sent-recipients">
          {t('sent.recipients')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('sent.readFilter')}
            data={[
              { value: 'all', label: t('sent.filters.all') },
              { value: 'read', label: t('sent.filters.read') },
              { value: 'unread', label: t('sent.filters.unread') },
            ]}
            value={filter}
            onChange={(v) => {
              setFilter((v as ReadFilter | null) ?? 'all');
              setPageNumber(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            type="search"
            label={t('sent.recipientSearch')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPageNumber(1);
            }}
            w={{ base: '100%', xs: 300 }}
          />
        </Group>
        <LoadErrorDialog error={recipients.error} onRetry={() => void recipients.refetch()} />
        {recipients.isPending ? (
          <ListLoader label={t('common.loading')} />
        ) : rows.length === 0 ? (
          <EmptyListState title={t('sent.noRecipientsTitle')} description={t('sent.noRecipientsText')} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover withTableBorder aria-label={t('sent.recipients')} aria-busy={recipients.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('sent.columns.organization')}</Table.Th>
                    <Table.Th scope="col">{t('sent.columns.code')}</Table.Th>
                    <Table.Th scope="col">{t('sent.columns.received')}</Table.Th>
                    <Table.Th scope="col">{t('sent.columns.read')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.organizationId}>
                      <Table.Td>{r.organizationName}</Table.Td>
                      <Table.Td translate="no">{r.organizationCode}</Table.Td>
                      <Table.Td>{formatDateTime(r.receiveDate)}</Table.Td>
                      <Table.Td>
                        {r.isRead ? (
                          <Badge color="green" variant="light">
                            {t('sent.readAt', { date: formatDateTime(r.readDate) })}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            {t('sent.notRead')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {recipients.data && (
              <ListPaging
                total={recipients.data.totalCount}
                pageNumber={recipients.data.pageNumber}
                pageSize={recipients.data.pageSize}
                onChange={setPageNumber}
              />
            )}
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
