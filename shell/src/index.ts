import './zod-jitless';

// An async boundary: the federation runtime negotiates shared singletons before any of them load.
import('./bootstrap');
