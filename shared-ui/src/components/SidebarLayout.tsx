import styles from './SidebarLayout.module.css';

/**
 * The classes of a screen beside a sidebar (the back office's AdminLayout), shared with the
 * shell's frame of those screens, which paints the same sidebar before any script runs.
 */
export const sidebarLayout = styles;
