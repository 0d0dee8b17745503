import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useId } from '../lib/stable-id';
import { Hint } from './hint';

export interface ReasonedButtonProps extends ButtonProps {
  /** Why the button cannot be used now; the button is then shown disabled and says so. Null: usable. */
  blockedBy?: string | null;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A button that, when it cannot be used, says why: it looks disabled but stays reachable by the keyboard
 * (`aria-disabled`), its reason shows on hover and focus and is its accessible description
 * (`aria-describedby`), and a click does nothing. Issue 25: "a disabled button says why it is disabled".
 */
export function ReasonedButton({ blockedBy, onClick, type = 'button', ...props }: ReasonedButtonProps) {
  const id = useId();
  if (!blockedBy) return <Button type={type} onClick={onClick} {...props} />;
  return (
    <>
      <Hint label={blockedBy} multiline maw={280}>
        <Button
          type="button"
          {...props}
          loading={false}
          data-disabled
          aria-disabled
          aria-describedby={id}
          onClick={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
        />
      </Hint>
      <VisuallyHidden id={id}>{blockedBy}</VisuallyHidden>
    </>
  );
}
