import { useContext } from 'react';
import { buttonClasses } from '@boatcare/shared-ui/core';
import { FaqContactContext } from './contact.ts';

/** Where focus goes back to when the contact form closes. */
export const CONTACT_BUTTON_ID = 'faq-contact-button';

/** The button that opens the contact form (an island). */
export function FaqContactButton({ label }: { label: string }) {
  const open = useContext(FaqContactContext);
  return (
    <button
      type="button"
      id={CONTACT_BUTTON_ID}
      className={buttonClasses({})}
      aria-haspopup="dialog"
      onClick={open}
    >
      {label}
    </button>
  );
}
