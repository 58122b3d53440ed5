import { createContext } from 'react';
import { handOverToApp } from '../../../islands/app-handover.ts';

/** The address of the contact form: the help page opens it when its URL ends with it. */
export const CONTACT_HASH = '#contact';

/**
 * What the contact button does; `'loading'` when the form is still on its way. On a page of
 * islands the form (its schema, the API client) is the app's: the page marks the form in its
 * URL and hands itself to the app, which opens it. Inside the app the help page opens it at once.
 */
export const FaqContactContext = createContext<() => 'loading' | void>(() => {
  history.replaceState(history.state, '', CONTACT_HASH);
  handOverToApp();
  return 'loading';
});
