import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../lib/app-error.js';
import { createRateLimiter } from './rate-limit.js';

describe('rate limiter', () => {
  it('answers 503 with a message when Redis cannot be reached', async () => {
    const limiter = createRateLimiter('redis://127.0.0.1:1');
    const req = { ip: '203.0.113.9', socket: {} } as unknown as Request;
    const res = { setHeader: () => undefined } as unknown as Response;
    const next: NextFunction = () => undefined;
    const error = await limiter.forForm('waitlist', 'waitlist')(req, res, next).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).httpStatus).toBe(503);
    expect((error as AppError).message).toMatch(/waitlist form is temporarily unavailable/);
    await limiter.close();
  });
});
