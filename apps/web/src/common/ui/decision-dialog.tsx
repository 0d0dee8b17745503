import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { fieldErrorText } from '../lib/form-errors';
import { translateValidationRef } from '../lib/i18n';
import { useCloseButtonProps } from './close-button-props';

export interface DecisionDialogProps {
  /**
   * Which way the operator decides: granting (approve, satisfy), rejecting, which needs a reason, or changing a
   * record (a fine's status), which needs a reason too.
   */
  kind: 'grant' | 'reject' | 'change';
  title: string;
  /** What granting or the change does, said before it is confirmed (for a change, also what to change it to). */
  text?: ReactNode;
  /** The labels, in the words of the screen: the reason (rejecting, changing) or the comment (granting), and the buttons. */
  labels: { reason: string; comment?: string; reasonHint?: string; confirm: string; cancel: string };
  /** Sends the decision; its refusal shows in the dialog, under the reason when it is about the reason. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

/** The title with each word holding a digit and a hyphen (a request's number, R-1002) kept whole on its line. */
function withWholeNumbers(title: string): ReactNode {
  return title.split(/(\S*\d\S*)/).map((part, i) =>
    i % 2 === 1 && part.includes('-') ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The back office's confirmation of a decision on a request (a refund, an opt-out) or of a change of a record (a
 * fine's status): a reason, required to reject or change, then the decision is sent; the dialog closes when it
 * is taken and stays open with the server's words when not.
 */
export function DecisionDialog({ kind, title, text, labels, onConfirm, onClose }: DecisionDialogProps) {
  const reasonRequired = kind !== 'grant';
  const closeButton = useCloseButtonProps();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    if (reasonRequired && !reason.trim()) {
      setReasonError(translateValidationRef(kind === 'reject' ? 'decisionReasonRequired' : 'required'));
      return;
    }
    setFailure(null);
    setPending(true);
    onConfirm(reason.trim() || undefined)
      .then(onClose)
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.fieldMessages.reason) setReasonError(fieldErrorText({ message: e.fieldMessages.reason }) ?? null);
        else setFailure(e instanceof ApiError ? e.message : String(e));
      })
      .finally(() => setPending(false));
  };
  return (
    <Modal closeButtonProps={closeButton} opened onClose={onClose} centered title={withWholeNumbers(title)}>
      <Stack gap="md">
        {kind === 'reject' ? null : text}
        <Textarea
          label={kind === 'grant' ? (labels.comment ?? labels.reason) : labels.reason}
          description={labels.reasonHint}
          required={reasonRequired}
          data-autofocus={kind === 'change' || undefined}
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
          <Button color={kind === 'grant' ? 'green' : kind === 'reject' ? 'red' : undefined} loading={pending} onClick={confirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
