import { Anchor, Button, Grid, Select, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../common/ui/date-field';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { CORRESPONDENCE_TYPES } from '@pensia/domain/nbo/nbo.schema';
import { NEW_LETTER_TYPE, paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { sessionStore, useSession } from '../../../common/session/session-store';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { useAllLetters, useLetterPage } from '../api/correspondence-api';
import { CorrespondenceList } from '../components/correspondence-list';
import { CorrespondenceTabs } from '../components/correspondence-tabs';
import { CorrespondenceView } from '../components/correspondence-view';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import {
  EMPTY_LETTER_FILTERS,
  filtersFromSession,
  hasActiveFilters,
  isCorrespondenceType,
  isPeriodReversed,
  queryOfFilters,
  type LetterRegistryFilters,
} from '../lib/letter-filters';

/**
 * `letters/{type?}/{id?}`: the letters registry; `letters/{type}` opens it filtered by that type,
 * `letters/{type}/{id}` shows a letter, and `letters/new` opens the newest unread letter (section 2).
 */
export function LettersPage() {
  const { type, id } = useParams();
  if (id) return <LetterView id={id} />;
  if (type === NEW_LETTER_TYPE) return <NewestLetter />;
  return <LetterRegistry typeOfPath={isCorrespondenceType(type) ? type : null} />;
}

function LetterRegistry({ typeOfPath }: { typeOfPath: LetterRegistryFilters['type'] }) {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const saved = useSession((s) => s.letterFilters);
  const filters = filtersFromSession(saved);

  // a link to `letters/{type}` chooses the type; the choice is then kept with the other filters
  useEffect(() => {
    if (typeOfPath && filtersFromSession(sessionStore.get().letterFilters).type !== typeOfPath)
      sessionStore.set({
        letterFilters: { ...filtersFromSession(sessionStore.get().letterFilters), type: typeOfPath, pageNumber: 1 },
      });
  }, [typeOfPath]);

  const effective = typeOfPath ? { ...filters, type: typeOfPath } : filters;
  const reversed = isPeriodReversed(effective);
  const page = useLetterPage(queryOfFilters(effective), !reversed);
  const data = page.data;

  const change = (patch: Partial<LetterRegistryFilters>) => {
    const next = { ...effective, pageNumber: 1, ...patch };
    sessionStore.set({ letterFilters: { ...next } });
    if (typeOfPath && 'type' in patch) void navigate(paths.letters(prefix), { replace: true });
  };

  return (
    <CorrespondenceTabs active="letter">
      <Stack gap="lg">
        <Grid component="form" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()} align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Select
              label={t('filters.type')}
              data={[
                { value: '', label: t('filters.allTypes') },
                ...CORRESPONDENCE_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
              ]}
              value={effective.type ?? ''}
              onChange={(v) => change({ type: isCorrespondenceType(v) ? v : null })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <DateField
              label={t('filters.receivedFrom')}
              value={effective.receivedFrom}
              onChange={(v) => change({ receivedFrom: v })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <DateField
              label={t('filters.receivedTo')}
              value={effective.receivedTo}
              onChange={(v) => change({ receivedTo: v })}
              error={reversed ? t('filters.periodReversed') : undefined}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Select
              label={t('filters.status')}
              data={[
                { value: 'all', label: t('filters.all') },
                { value: 'unread', label: t('filters.unread') },
                { value: 'read', label: t('filters.read') },
              ]}
              value={effective.read}
              onChange={(v) => change({ read: v === 'unread' || v === 'read' ? v : 'all' })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
            <Button
              variant="default"
              fullWidth
              h="auto"
              mih={36}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, paddingBlock: 6 } }}
              disabled={!hasActiveFilters(effective)}
              onClick={() => {
                sessionStore.set({ letterFilters: { ...EMPTY_LETTER_FILTERS } });
                if (typeOfPath) void navigate(paths.letters(prefix), { replace: true });
              }}
            >
              {t('filters.clear')}
            </Button>
          </Grid.Col>
        </Grid>
        <LoadErrorDialog error={page.error} onRetry={() => void page.refetch()} />
        {reversed ? null : page.isPending ? (
          <ListLoader label={t('status.loading')} />
        ) : data && data.letters.length > 0 ? (
          <Stack gap="sm" aria-busy={page.isFetching}>
            <CorrespondenceList
              items={data.letters}
              linkOf={(l) => paths.letters(prefix, l.type, l._id)}
              label={t('letters.listLabel')}
            />
            <ListPaging
              total={data.total}
              pageNumber={data.pageNumber}
              pageSize={data.pageSize}
              onChange={(p) => sessionStore.set({ letterFilters: { ...effective, pageNumber: p } })}
            />
          </Stack>
        ) : data ? (
          <EmptyListState
            title={hasActiveFilters(effective) ? t('letters.noMatchTitle') : t('letters.emptyTitle')}
            description={hasActiveFilters(effective) ? t('letters.noMatchText') : t('letters.emptyText')}
          />
        ) : null}
      </Stack>
    </CorrespondenceTabs>
  );
}

/** `letters/new`: the newest unread letter, fetched as the first page of unread letters (section 7). */
function NewestLetter() {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const newLetters = useSession((s) => s.newLetters);
  const page = useLetterPage({ pageNumber: 1, pageSize: Math.min(200, Math.max(1, newLetters)), onlyNew: true });
  const newest = page.data?.letters[0];

  useEffect(() => {
    if (page.data) sessionStore.set({ goToNewLetter: false });
  }, [page.data]);

  if (newest) return <Navigate to={paths.letters(prefix, newest.type, newest._id)} replace />;
  return (
    <PageLayout title={t('letters.title')}>
      <LoadErrorDialog error={page.error} onRetry={() => void page.refetch()} />
      {page.isPending ? (
        <ListLoader label={t('status.loading')} />
      ) : page.data ? (
        <EmptyListState title={t('letters.noUnreadTitle')} description={t('letters.noUnreadText')} />
      ) : null}
      <Anchor component={Link} to={paths.letters(prefix)}>
        {t('letters.toRegistry')}
      </Anchor>
    </PageLayout>
  );
}

function LetterView({ id }: { id: string }) {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const all = useAllLetters();
  const item = all.data?.letters.find((l) => l._id === id);
  if (item)
    return (
      <CorrespondenceView kind="letter" item={item} backTo={paths.letters(prefix)} backLabel={t('letters.back')} />
    );
  return (
    <PageLayout title={t('letters.title')}>
      <LoadErrorDialog error={all.error} onRetry={() => void all.refetch()} />
      {all.isPending ? (
        <ListLoader label={t('status.loading')} />
      ) : all.data ? (
        <EmptyListState title={t('letters.notFoundTitle')} description={t('letters.notFoundText')} />
      ) : null}
      <Anchor component={Link} to={paths.letters(prefix)}>
        ← {t('letters.back')}
      </Anchor>
    </PageLayout>
  );
}
