import type { InputHTMLAttributes, Ref } from 'react';

/**
 * A checkbox with its label after it; `className` is the form's own look of the pair. Spread
 * a form's `register(name)` into it.
 */
export function CheckField({
  label,
  className,
  ref,
  ...input
}: { label: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={className}>
      <input type="checkbox" ref={ref} {...input} />
      {label}
    </label>
  );
}
