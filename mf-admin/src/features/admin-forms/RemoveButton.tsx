import { Button } from '@boatcare/shared-ui';

/** The ✕ that removes one row of a repeated group (a length, a service, a variable). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <Button variant="secondary" size="small" aria-label={label} onClick={onRemove}>
      ✕
    </Button>
  );
}
