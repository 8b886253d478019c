// Loaded before the app's modules: zod reads this when it loads and then never probes for
// `new Function`, a probe a strict Content-Security-Policy (no 'unsafe-eval') reports as a violation
// even though zod catches the refusal. Parsing without compiled fast paths is quick enough here.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
