import type { ReactNode } from 'react';

/** A notice in the flow of the page. Errors are announced to screen readers at once. */
export function Alert({
  type = 'default',
  children,
}: {
  type?: 'default' | 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={`alert alert--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
