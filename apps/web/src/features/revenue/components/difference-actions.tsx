import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ComparedPersonDto } from '@pensia/domain/revenue/revenue.api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMonthYear } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useDeleteComment } from '../api/revenue-queries';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

/**
 * Under a difference: its comment, the buttons to write, change or delete it, and the start of the reversing
 * declaration of the month's declaration that corrects it (with the person's row when the declaration has one);
 * the buttons and the start only for a user who may prepare.
 */
export function DifferenceActions({ person, onEdit }: { person: ComparedPersonDto; onEdit: () => void }) {
  const { t } = useTranslation('revenue');
  const prefix = useLangPrefix();
  const remove = useDeleteComment();
  // a comment and a reversing declaration are the preparer's; the others read the comment only
  const canPrepare = useCan('prepare');
  const name = [person.lastName, person.firstName].filter(Boolean).join(' ');
  const period = formatMonthYear(person.year, person.month);
  const declarationId = person.reversibleDeclarationId;
  const reversal = declarationId
    ? `${paths.declarationsReversed(prefix)}?${new URLSearchParams({ start: declarationId, ...(person.declared ? { person: person.personalIdentificationNumber } : {}) }).toString()}`
    : null;
  return (
    // left-aligned and at most a phone's width: on a narrow screen the wide table scrolls, this line stays in view
    <Group gap="xs" wrap="wrap" align="flex-start" maw={{ base: 330, sm: 900 }}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: '0 1 auto', minWidth: 0 }} c={person.comment ? undefined : 'gray.7'}>
        <Text span size="sm" fw={600}>
          {t('comments.label')}:{' '}
        </Text>
        {person.comment ? person.comment.comment : t('comments.none')}
      </Text>
      {canPrepare ? (
        <Group gap={4} wrap="wrap">
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`${person.comment ? t('comments.edit') : t('comments.add')}: ${name}, ${period}`}>
            {person.comment ? t('comments.edit') : t('comments.add')}
          </Button>
          {person.comment ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              aria-label={`${t('comments.delete')}: ${name}, ${period}`}
              onClick={() =>
                remove.mutate(person.comment!.id, {
                  onSuccess: () => notify({ color: 'green', message: t('comments.deleted') }),
                  onError: (e) => notify({ color: 'red', message: e.message }),
                })
              }
            >
              {t('comments.delete')}
            </Button>
          ) : null}
          {reversal ? (
            <Anchor component={Link} to={reversal} size="sm" fw={500} px={6} aria-label={`${t('comments.reverse')}: ${name}, ${period}`}>
              {t('comments.reverse')}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
}
