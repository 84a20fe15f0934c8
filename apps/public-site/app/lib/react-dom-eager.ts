/**
 * React DOM is a CommonJS module: the bundle wraps its 200 kB body in a function that runs when the
 * module is first required, which would be the client entry's evaluation — in the same task as
 * `hydrateRoot` (about 70 ms of a desktop's CPU together, four times that on Lighthouse's phone).
 * This module requires it at its top level and is bundled into React DOM's own chunk
 * (vite.config.ts), which the page imports in a task of its own before the entry
 * (hydration-after-paint.server.ts), so React DOM's body runs there.
 */
import 'react-dom/client';
