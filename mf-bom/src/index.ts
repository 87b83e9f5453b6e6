// An async boundary, so the federation runtime can negotiate shared modules before any of them load.
import('./bootstrap');
