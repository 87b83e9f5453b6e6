import './zod-jitless';

// An async boundary: the federation runtime negotiates shared singletons before any of them load. It waits a task
// first, so starting the federation runtime (this script) and requesting and negotiating the app's modules are two
// tasks on a phone's main thread, not one long one.
setTimeout(() => void import('./bootstrap'), 0);
