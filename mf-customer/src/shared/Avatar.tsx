import styles from './Avatar.module.css';

/** A person's or business's picture, or their initial on a coloured disc when they have none. */
export function Avatar({ name, src, size = 48 }: { name: string; src?: string; size?: number }) {
  if (src)
    return (
      <img className={styles.avatar} src={src} alt="" width={size} height={size} loading="lazy" />
    );
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
