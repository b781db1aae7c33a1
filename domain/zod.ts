import { config, z } from "zod";

// zod 4 compiles object parsers with `new Function` where eval is allowed, and probes for it when a
// schema is created. The page CSP (decision 0012) has no 'unsafe-eval': the probe fails quietly
// but Chromium reports it as a policy violation. So in the browser zod parses without compiling
// (our objects are small). Browser code takes `z` from here, so this runs before any schema exists.
if (typeof document !== "undefined") config({ jitless: true });

export { z };
