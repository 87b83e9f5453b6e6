import { MongoServerError, type Db, type Document } from 'mongodb';

export interface ExpressionProbe {
  /** The value of `expr` projected over `doc` (missing is undefined). */
  evaluate(doc: Document, expr: unknown): Promise<unknown>;
  /** The server error code `expr` raises over `doc`, undefined when it answers, -1 for a non-server error. */
  errorCode(doc: Document, expr: unknown): Promise<number | undefined>;
}

/**
 * Evaluates expressions the way the jstests do: one document in a throwaway collection, one `$project`.
 * `rawNumbers` keeps BSON number types (Int32, Long, Double) instead of promoting them to JS numbers.
 */
export function expressionProbe(db: () => Db, prefix: string, rawNumbers = true): ExpressionProbe {
  const options = rawNumbers ? { promoteLongs: false, promoteValues: false } : {};
  async function evaluate(doc: Document, expr: unknown): Promise<unknown> {
    const coll = db().collection<{ _id: number }>(`${prefix}_${Math.random().toString(36).slice(2, 8)}`);
    await coll.insertOne({ _id: 1, ...doc });
    try {
      const [out] = await coll.aggregate([{ $project: { _id: 0, r: expr } }], options).toArray();
      return out?.r;
    } finally {
      await coll.drop();
    }
  }
  async function errorCode(doc: Document, expr: unknown): Promise<number | undefined> {
    try {
      await evaluate(doc, expr);
      return undefined;
    } catch (err) {
      return err instanceof MongoServerError ? Number(err.code) : -1;
    }
  }
  return { evaluate, errorCode };
}
