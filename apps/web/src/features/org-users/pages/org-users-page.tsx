import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatedInvitation } from '@pensia/domain/user/org-users.schema';
import { useSession } from '../../../common/session/session-store';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useInvitations, useOrgUsers } from '../api/org-users-queries';
import { InvitationLink } from '../components/invitation-link';
import { InvitationsTable } from '../components/invitations-table';
import { InviteForm } from '../components/invite-form';
import { UsersTable } from '../components/users-table';

/** The users and invitations, for an administrator (the server refuses anyone else). */
function Management() {
  const { t } = useTranslation('orgUsers');
  const closeButton = useCloseButtonProps();
  const users = useOrgUsers();
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const close = () => {
    setInviting(false);
    setCreated(null);
  };
  return (
    <>
      <Group>
        <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="org-users-title">
        <Title order={2} size="h3" id="org-users-title">
          {t('users.title')}
        </Title>
        <QueryState query={users}>{(list) => <UsersTable users={list} />}</QueryState>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="org-invitations-title">
        <Title order={2} size="h3" id="org-invitations-title">
          {t('invitations.title')}
        </Title>
        <QueryState query={invitations}>{(list) => <InvitationsTable invitations={list} />}</QueryState>
      </Stack>
      <Modal
        opened={inviting}
        onClose={close}
        title={created ? t('link.title') : t('invite.title')}
        size="lg"
        centered
        closeButtonProps={closeButton}
        // the link is shown once: a click beside the window must not lose it
        closeOnClickOutside={!created}
      >
        {created ? <InvitationLink created={created} onDone={close} /> : <InviteForm onCreated={setCreated} onCancel={close} />}
      </Modal>
    </>
  );
}

/** `organization/users`: the organization's users and the invitations of new ones (docs/decisions/0100). */
export function OrgUsersPage() {
  const { t } = useTranslation('orgUsers');
  const orgRole = useSession((s) => s.user?.orgRole);
  // an operator acting for the organization has no role in it (null) and administers as the agency
  const allowed = orgRole === 'administrator' || orgRole === null;
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      {allowed ? (
        <Management />
      ) : orgRole ? (
        <Alert color="yellow" title={t('forbidden.title')} role="status">
          {t('forbidden.text')}
        </Alert>
      ) : null}
    </PageLayout>
  );
}
