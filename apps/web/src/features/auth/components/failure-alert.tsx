import { Alert } from '@mantine/core';

/** Why the form's request failed, above its fields; nothing while it has not. */
export function FailureAlert({ title, failure }: { title: string; failure: string | null }) {
  return failure ? (
    <Alert color="red" title={title}>
      {failure}
    </Alert>
  ) : null;
}
