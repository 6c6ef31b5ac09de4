import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

import './dialog.css';

/**
 * A modal dialog (SPEC §2 Other shared pieces) on Radix's dialog primitive: focus moves in and
 * is trapped, the page behind is hidden from assistive technology and does not scroll, Escape,
 * the close button and a click outside close it, and focus returns where it was. It shows while
 * it is mounted. `variant` 'drawer' slides in from the side on small screens.
 */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'modal',
  width,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  variant?: 'modal' | 'drawer';
  width?: number;
}) {
  const close = useRef(onClose);
  close.current = onClose;
  // What had the focus when the dialog opened. The primitive gives the focus back to its own
  // trigger; these dialogs are opened by the screens' buttons, so it goes back here instead.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close.current();
      }}
    >
      <RadixDialog.Portal>
        {/* The panel sits inside the backdrop, which centres it and scrolls a tall one. */}
        <RadixDialog.Overlay className={`dialog-backdrop dialog-backdrop--${variant}`}>
          <RadixDialog.Content
            className={`dialog dialog--${variant}`}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnTo?.isConnected) returnTo.focus();
            }}
            style={width ? { width } : undefined}
          >
            <div className="dialog__header">
              <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
              <RadixDialog.Close className="dialog__close" aria-label="Close">
                ×
              </RadixDialog.Close>
            </div>
            <div className="dialog__body">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
