import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { serviceEnv } from '@boatcare/server-kit';

/** The shell's renderer as the repository's build leaves it (shell/prerender.ts). */
const BUILT_RENDERER = fileURLToPath(new URL('../../../shell/dist-render', import.meta.url));

/** The back office's environment: the server kit's, with where it renders edited public pages. */
export const backofficeEnv = serviceEnv.extend({
  /**
   * Where the public pages rendered again after an admin's edit go (`<path>/index.html`), served
   * in place of the build's: the embedded gateway reads the folder (its own RENDERED_PAGES_DIR),
   * the nginx gateways ask `GET /cms/rendered-pages/*` (ADR 15). Unset: none.
   */
  RENDERED_PAGES_DIR: z.string().optional(),
  /** The shell build's renderer folder (render.js and parts.json). */
  SHELL_RENDERER_DIR: z.string().default(BUILT_RENDERER),
});
export type BackofficeEnv = z.infer<typeof backofficeEnv>;
