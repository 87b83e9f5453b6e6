// The BSON number type of a value (int32, int64, double, decimal128) and mongod's promotion between them.
import { Double, Long } from 'bson';

export type NumericKind = 'int' | 'long' | 'double' | 'decimal';

const order: NumericKind[] = ['int', 'long', 'double', 'decimal'];

interface Tagged {
  _bsontype?: string;
}

/** The type a value is stored with: a plain integral number in int32 range encodes as int32, others as double. */
export function numericKind(v: unknown): NumericKind | undefined {
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  if (typeof v === 'bigint') return 'long';
  switch (typeof v === 'object' && v !== null ? (v as Tagged)._bsontype : undefined) {
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

/** The type of an arithmetic result of two operands (undefined when one is not a number). */
export function widerKind(a: NumericKind | undefined, b: NumericKind | undefined): NumericKind | undefined {
  if (a === undefined || b === undefined) return undefined;
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

/**
 * An integral result as a value that encodes with `kind`: an int32 result outside int32 range becomes a
 * Long (mongod's overflow rule), a double a `Double`. Decimal results are left to the caller.
 */
export function withKind(n: number, kind: NumericKind): unknown {
  if (!Number.isInteger(n)) return n;
  if (kind === 'double') return new Double(n);
  if (kind === 'long' || (kind === 'int' && numericKind(n) !== 'int'))
    return Number.isSafeInteger(n) ? Long.fromNumber(n) : new Double(n);
  return n;
}
