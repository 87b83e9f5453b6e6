import type { ResultSet } from './state.js';

/** What one embedded answer leaves for the next question: the result set a follow-up refines (undefined keeps the last). */
export interface Turn {
  result?: ResultSet | null;
}
