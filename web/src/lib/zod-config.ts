/**
 * Zod without its eval-based fast path (issue 13 "Headers": the app runs under a CSP without
 * 'unsafe-eval'). Zod 4 otherwise probes `new Function('')` when the first object schema is
 * created, and a strict CSP reports that probe as a violation even though zod catches it.
 * Imported first by app/start.tsx (the app stage of main.tsx), before any module creates a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
