// The domain plug-in types moved to src/domains/module.ts (domains must not import upward). This re-export keeps
// imports written before the move compiling; new code imports '../module.js' from a domain.
export type * from '../domains/module.js';
