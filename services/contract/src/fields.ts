import { z } from 'zod';

/** Free text, trimmed, at most `max` characters (the message names the limit). */
export const boundedText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** An id in a request body: trimmed, required, at most 100 characters. */
export const requiredId = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
