/** RFQs for integration tests, created through the real API. */
import { expect } from '@jest/globals';
import type { TestStack } from './stack.js';

/** A due date a month ahead (the API refuses past dates; no test asserts a time). */
export const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Two typed lines, one per process: a waterjet-cut plate and a turned shaft. */
export const TWO_TYPED_LINES = [
  { partNumber: 'PLT-9', description: 'Waterjet cut base plate', quantity: 5, material: '6061-T6', process: 'waterjet-cutting' },
  { partNumber: 'SHF-2', description: 'Turned shaft', quantity: 20, material: '4140', process: 'cnc-machining' },
];

/** POST /api/rfqs as the buyer, due in a month with the two typed lines unless the body says otherwise; expects 201. */
export async function createRfq(stack: TestStack, buyerToken: string, body: Record<string, unknown>) {
  const res = await stack.request('POST', '/api/rfqs', { token: buyerToken, body: { dueDate: DUE, lines: TWO_TYPED_LINES, ...body } });
  expect(res.status).toBe(201);
  return res.body.rfq as { id: string; lines: { id: string }[]; itar: boolean };
}
