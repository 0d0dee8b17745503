import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';

/** The end of a registration or a password recovery: what was done, and the way to sign in. */
export function SignInNext({ title, body, action }: { title: string; body: string; action: string }) {
  const prefix = useLangPrefix();
  return (
    <Stack gap="md">
      <Alert color="green" title={title} role="status">
        {body}
      </Alert>
      <Button component={Link} to={paths.login(prefix)}>
        {action}
      </Button>
    </Stack>
  );
}
