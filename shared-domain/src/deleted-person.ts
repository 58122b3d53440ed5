/**
 * What a deleted account's name is stored as: a marker, never words of one language. Every
 * screen shows it as `personalData.deletedUser` in the reader's language (`labelDeleted`, which
 * the browser's reads apply), the logbook PDF likewise.
 */
export const DELETED_PERSON = '[deleted-user]';

/**
 * A value with every deleted account's marker in its strings replaced by `label`; the same
 * object (not a copy) where there is none, so unchanged answers stay equal for React.
 */
export function labelDeleted<T>(value: T, label: string): T {
  if (typeof value === 'string')
    return (value.includes(DELETED_PERSON) ? value.split(DELETED_PERSON).join(label) : value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => labelDeleted(item, label));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, labelDeleted(item, label)]);
    const source = value as Record<string, unknown>;
    return (
      entries.some(([key, item]) => item !== source[key as string])
        ? Object.fromEntries(entries)
        : value
    ) as T;
  }
  return value;
}
