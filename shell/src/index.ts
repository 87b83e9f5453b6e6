import './zod-jitless';
import { spreadScriptLoads, type LoadScript } from './spread-script-loads';

declare const __webpack_require__: { l: LoadScript };

// Chunk scripts are appended a few per task (see spread-script-loads.ts), not all in the bootstrap's task.
__webpack_require__.l = spreadScriptLoads(__webpack_require__.l, (run) => setTimeout(run, 0));

// An async boundary: the federation runtime negotiates shared singletons before any of them load. It waits a task
// first, so starting the federation runtime (this script) and requesting and negotiating the app's modules are two
// tasks on a phone's main thread, not one long one.
setTimeout(() => void import('./bootstrap'), 0);
