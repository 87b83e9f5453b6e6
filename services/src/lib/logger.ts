import { pino, type Logger } from 'pino';
import { REDACT_PATHS } from './log-redaction.js';

export type { Logger };

/** Every service's logger: tokens, cookies and secret values are redacted before a line is written. */
export function createLogger(name: string, level = 'info'): Logger {
  return pino({ name, level, base: { service: name }, redact: { paths: REDACT_PATHS, censor: '[Redacted]' } });
}
