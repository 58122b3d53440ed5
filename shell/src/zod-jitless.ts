import { z } from 'zod';

// zod compiles object parsers with `new Function` once it has probed that eval works; the
// site's content security policy forbids eval, so the probe itself is logged as a blocked
// `Function("")` on every page. Imported first by each browser entry, before any parse.
z.config({ jitless: true });
