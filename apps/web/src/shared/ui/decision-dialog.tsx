import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { translateValidationRef } from '../lib/i18n';

export interface DecisionDialogProps {
  /** Which way the operator decides: granting (approve, satisfy) or rejecting, which needs a reason. */
  kind: 'grant' | 'reject';
  title: string;
  /** What granting does, said before it is confirmed. */
  text?: ReactNode;
  /** The labels, in the words of the screen: the reason (rejecting) or the comment (granting), and the buttons. */
  labels: { reason: string; comment: string; reasonHint?: string; confirm: string; cancel: string };
  /** Sends the decision; its refusal shows in the dialog, under the reason when it is about the reason. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The back office's confirmation of a decision on a request (a refund, an opt-out): a reason, required to reject,
 * then the decision is sent; the dialog closes when it is taken and stays open with the server's words when not.
 */
export function DecisionDialog({ kind, title, text, labels, onConfirm, onClose }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    if (kind === 'reject' && !reason.trim()) {
      setReasonError(translateValidationRef('decisionReasonRequired'));
      return;
    }
    setFailure(null);
    setPending(true);
    onConfirm(reason.trim() || undefined)
      .then(onClose)
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.fieldMessages.reason) setReasonError(e.fieldMessages.reason);
        else setFailure(e instanceof ApiError ? e.message : String(e));
      })
      .finally(() => setPending(false));
  };
  return (
    <Modal opened onClose={onClose} centered title={title}>
      <Stack gap="md">
        {kind === 'grant' ? text : null}
        <Textarea
          label={kind === 'reject' ? labels.reason : labels.comment}
          description={labels.reasonHint}
          required={kind === 'reject'}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button color={kind === 'grant' ? 'green' : 'red'} loading={pending} onClick={confirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
