import { useContext, useState } from 'react';
import { buttonClasses, Spinner } from '@boatcare/shared-ui/core';
import { FaqContactContext } from './contact.ts';

/** Where focus goes back to when the contact form closes. */
export const CONTACT_BUTTON_ID = 'faq-contact-button';

/**
 * The button that opens the contact form (an island); busy while the form loads. On a page of
 * islands it hands the page to the app, which a pointer resting on it prefetches
 * (`data-app-intent`, islands/app-intent.ts).
 */
export function FaqContactButton({ label }: { label: string }) {
  const open = useContext(FaqContactContext);
  const [loading, setLoading] = useState(false);
  return (
    <button
      type="button"
      id={CONTACT_BUTTON_ID}
      className={buttonClasses({})}
      aria-haspopup="dialog"
      data-app-intent
      aria-busy={loading || undefined}
      onClick={() => setLoading(open() === 'loading')}
    >
      {loading && <Spinner size={16} inverse />}
      {label}
    </button>
  );
}
