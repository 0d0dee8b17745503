import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

export interface OrganizationCodeFilterWords {
  /** The form's name for screen readers. */
  label: string;
  field: string;
  apply: string;
  clear: string;
}

/**
 * A back-office list narrowed to one organization by its code: typed, then applied (Enter or the button), and
 * cleared in one press. `applied` is the code the list shows now; `onApply` is given the new one, trimmed.
 */
export function OrganizationCodeFilter({
  applied,
  onApply,
  words,
}: {
  applied: string;
  onApply: (code: string) => void;
  words: OrganizationCodeFilterWords;
}) {
  const [draft, setDraft] = useState(applied);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form onSubmit={apply} aria-label={words.label}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={words.field}
          inputMode="numeric"
          maxLength={20}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={{ base: '100%', xs: 340 }}
        />
        <Button type="submit">{words.apply}</Button>
        {applied ? (
          <Button
            variant="subtle"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
          >
            {words.clear}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
