import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button, useModalDialog } from '@boatcare/shared-ui/core';
import { dialogStyles } from './classes.ts';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Already translated. */
  title: string;
  /** Already translated; says what will happen and to whom. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for actions that destroy or refuse something. */
  tone?: 'primary' | 'danger';
  /** The confirmed action is running: the buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal yes/no question on the native <dialog>: showModal traps focus and makes the page
 * inert, Escape and a click on the backdrop cancel, the safe answer has focus first, and
 * focus goes back to what the user was on when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  // The safe answer first, so a stray Enter does not confirm.
  const dialog = useModalDialog(open, '[data-cancel]');

  return (
    <dialog
      ref={dialog}
      className={clsx(dialogStyles.dialog, styles.appear)}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        // Escape: the page decides whether to close (it does not while the action runs).
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape): tell the page, which still thinks it is open.
        if (open) onCancel();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on the backdrop; the content sits in .body.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className={dialogStyles.body}>
        <h2 id={`${id}-title`} className={dialogStyles.title}>
          {title}
        </h2>
        <div id={`${id}-message`} className={styles.message}>
          {message}
        </div>
        <div className={clsx(dialogStyles.actions, styles.actions)}>
          <Button data-cancel variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
