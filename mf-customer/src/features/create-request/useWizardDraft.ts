import { useEffect, useState } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { DEFAULT_VALUES, wizardSchema, type WizardInput, type WizardValues } from './schema.ts';

/** Where the wizard keeps its draft: this tab only, gone when the tab closes. */
export const DRAFT_KEY = 'boatcare:create-request-draft';

type DraftField = Exclude<keyof WizardInput, 'images' | 'clubPriority'>;
const FIELDS = wizardSchema.omit({ images: true, clubPriority: true }).shape;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Whether a field holds something the owner chose (not what the empty wizard starts with). */
const chosen = ([name, value]: [string, unknown]) =>
  !same(value, DEFAULT_VALUES[name as DraftField]);

/**
 * The wizard's starting values from the draft stored before, or null when there is none. A
 * field is kept only when the wizard's own schema takes it as it is, so a stored value never
 * puts the form in a shape it cannot show (a half-typed field is typed again); the photos are
 * never stored (a browser cannot keep files there), nor the club priority (asked anew each time).
 */
export function readWizardDraft(
  storage: Storage = sessionStorage,
): DefaultValues<WizardInput> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const kept = Object.entries(stored).filter(
    ([name, value]) =>
      Object.hasOwn(FIELDS, name) && FIELDS[name as DraftField].safeParse(value).success,
  );
  if (!kept.some(chosen)) return null;
  return { ...DEFAULT_VALUES, ...Object.fromEntries(kept), images: [] };
}

/**
 * Keeps what the owner types in the request wizard for as long as the tab lives, so leaving it
 * (a look at the FAQ, a sign-in the session needed, a reload) and coming back fills it in again
 * (`readWizardDraft` gives the form its starting values). `startOver` empties the form and the
 * draft; `clear` drops the draft once the request is sent.
 */
export function useWizardDraft(
  form: UseFormReturn<WizardInput, unknown, WizardValues>,
  restoredAtStart: boolean,
) {
  const [restored, setRestored] = useState(restoredAtStart);
  const { watch, reset } = form;
  useEffect(() => {
    const subscription = watch((values) => {
      const { images: _photos, clubPriority: _asked, ...draft } = values;
      if (Object.entries(draft).some(chosen)) {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
      } else {
        sessionStorage.removeItem(DRAFT_KEY);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return {
    restored,
    startOver() {
      reset(DEFAULT_VALUES);
      sessionStorage.removeItem(DRAFT_KEY);
      setRestored(false);
    },
    clear: () => sessionStorage.removeItem(DRAFT_KEY),
  };
}
