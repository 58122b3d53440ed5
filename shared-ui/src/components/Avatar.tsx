import { imageSrc } from './Picture.tsx';
import styles from './Avatar.module.css';

/** Up to two initials of a name ("Havbåd Service ApS" -> "HS"), '?' for none. */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
};

/**
 * A person's or business's picture (decorative: their name is written beside it), or their
 * initials on a coloured disc when they have none or it cannot be loaded.
 */
export function Avatar({ name, src, size = 48 }: { name: string; src?: string; size?: number }) {
  if (src)
    return (
      <img
        className={styles.avatar}
        src={imageSrc(src)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
