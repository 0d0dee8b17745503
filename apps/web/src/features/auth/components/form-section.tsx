import type { ReactNode } from 'react';
import { Fieldset } from '@mantine/core';

const legendStyle = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 'var(--mantine-spacing-xs)' },
};

/** A titled group of fields of the registration forms (a fieldset, so screen readers announce the group). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={legendStyle}>
      {children}
    </Fieldset>
  );
}
