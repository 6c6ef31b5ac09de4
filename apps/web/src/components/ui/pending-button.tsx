import type { ReactNode } from 'react';

import { Button, type ButtonProps } from './button';

type PendingButtonProps = {
  /** The action is running: the button is disabled and reads 'Please wait...'. */
  pending: boolean;
  children: ReactNode;
} & Omit<ButtonProps, 'children'>;

/**
 * A button whose action takes a moment: 'Please wait...' and disabled while it runs (and
 * disabled whenever `disabled` says so).
 */
export function PendingButton({
  pending,
  disabled = false,
  children,
  ...button
}: PendingButtonProps) {
  return (
    <Button {...button} disabled={pending || disabled}>
      {pending ? 'Please wait...' : children}
    </Button>
  );
}
