import type { ButtonHTMLAttributes, ReactNode } from 'react';

type PendingButtonProps = {
  /** The action is running: the button is disabled and reads 'Please wait...'. */
  pending: boolean;
  /** Drawn as a secondary button rather than the primary one. */
  secondary?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>;

/**
 * A button whose action takes a moment: 'Please wait...' and disabled while it runs (and
 * disabled whenever `disabled` says so).
 */
export function PendingButton({
  pending,
  secondary = false,
  disabled = false,
  type = 'button',
  children,
  ...button
}: PendingButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`button button--${secondary ? 'secondary' : 'primary'}`}
      disabled={pending || disabled}
    >
      {pending ? 'Please wait...' : children}
    </button>
  );
}
