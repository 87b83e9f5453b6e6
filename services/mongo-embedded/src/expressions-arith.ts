// $add, $subtract, $multiply, $divide, $sum, $concat, $toLower/$toUpper and $arrayElemAt as mongod 7.0
// answers them: its argument checks and error codes, int32 -> int64 -> double promotion on overflow,
// $divide's double (or decimal) result, and $sum's compensated summation where $add sums naively.
import { Decimal128, Double, Long } from 'bson';
import { evalExpr } from 'mingo/core';
import * as accumulatorOps from 'mingo/operators/accumulator';
import type { Options } from 'mingo/types';
import { MongoError } from './errors.js';
import {
  base,
  bsonTypeName,
  nullish,
  numberValue,
  typedArgs,
  typedResult,
  typedValue,
  type ExpressionOp,
} from './expressions.js';
import { noteWrappedNumbers } from './doubles.js';
import { numericKind, widerKind, type NumericKind } from './numeric-kinds.js';

type AccumulatorOp = (coll: unknown[], expr: unknown, options: Options) => unknown[];

const isDate = (v: unknown): boolean => Object.prototype.toString.call(v) === '[object Date]';

const listOf = (expr: unknown): unknown[] => (Array.isArray(expr) ? expr : [expr]);

const INT64_MIN = -(BigInt(2) ** BigInt(63));
const INT64_MAX = BigInt(2) ** BigInt(63) - BigInt(1);

/** The exact integer of an int32 or int64 operand. */
const bigOf = (v: unknown): bigint =>
  typeof v === 'number' ? BigInt(v) : BigInt.asIntN(64, BigInt(String(v)));

/**
 * An integral result of int32/int64 operands with mongod's promotion: an int32 that overflows becomes a
 * long, a long that overflows becomes a double. `typed` keeps the BSON type for the client.
 */
function integralResult(exact: bigint, kind: NumericKind, typed: boolean): unknown {
  if (kind === 'int' && exact >= -2147483648n && exact <= 2147483647n) return Number(exact);
  if (exact < INT64_MIN || exact > INT64_MAX) return typedResult(Number(exact), 'double', typed);
  if (!typed) return Number(exact);
  noteWrappedNumbers();
  return Long.fromBigInt(exact);
}

type Arith = '$add' | '$subtract' | '$multiply';

/** The numeric result of an arithmetic operator over checked numeric operands, in mongod's type. */
function arithmetic(name: Arith, values: unknown[], typed: boolean): unknown {
  const kind = values.map(numericKind).reduce<NumericKind | undefined>((a, b) => widerKind(a, b), 'int');
  if (kind === 'int' || kind === 'long') {
    const exact = values.map(bigOf);
    const result =
      name === '$add'
        ? exact.reduce((a, b) => a + b, 0n)
        : name === '$multiply'
          ? exact.reduce((a, b) => a * b, 1n)
          : (exact[0] as bigint) - (exact[1] as bigint);
    return integralResult(result, kind, typed);
  }
  // Doubles (and decimals, computed as doubles: the bson package has no decimal arithmetic) left to right.
  const numbers = values.map(numberValue);
  const result =
    name === '$add'
      ? numbers.reduce((a, b) => a + b, 0)
      : name === '$multiply'
        ? numbers.reduce((a, b) => a * b, 1)
        : (numbers[0] as number) - (numbers[1] as number);
  return typedResult(result, kind as NumericKind, typed);
}

function add(typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const values = listOf(expr).map((e) => typedValue(obj, e, options));
    let date: Date | undefined;
    for (const v of values) {
      if (nullish(v)) return null;
      if (isDate(v)) {
        if (date) throw new MongoError(16612, 'only one date allowed in an $add expression');
        date = v as Date;
      } else if (numericKind(v) === undefined)
        throw new MongoError(14, `$add only supports numeric or date types, not ${bsonTypeName(v)}`);
    }
    if (!date) return arithmetic('$add', values, typed);
    const millis = values
      .filter((v) => v !== date)
      .reduce<number>((a, v) => a + Math.round(numberValue(v)), 0);
    return new Date(date.getTime() + millis);
  };
}

function multiply(typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const values = listOf(expr).map((e) => typedValue(obj, e, options));
    for (const v of values) {
      if (nullish(v)) return null;
      if (numericKind(v) === undefined)
        throw new MongoError(14, `$multiply only supports numeric types, not ${bsonTypeName(v)}`);
    }
    return arithmetic('$multiply', values, typed);
  };
}

function subtract(typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const [a, b] = typedArgs(obj, expr, options, '$subtract', 2);
    if (nullish(a) || nullish(b)) return null;
    if (isDate(a) && isDate(b))
      return integralResult(BigInt((a as Date).getTime() - (b as Date).getTime()), 'long', typed);
    if (isDate(a) && numericKind(b) !== undefined)
      return new Date((a as Date).getTime() - Math.round(numberValue(b)));
    if (numericKind(a) === undefined || numericKind(b) === undefined)
      throw new MongoError(14, `can't $subtract ${bsonTypeName(b)} from ${bsonTypeName(a)}`);
    return arithmetic('$subtract', [a, b], typed);
  };
}

function divide(typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const [a, b] = typedArgs(obj, expr, options, '$divide', 2);
    const ka = numericKind(a);
    const kb = numericKind(b);
    if (ka === undefined || kb === undefined) {
      if (nullish(a) || nullish(b)) return null;
      throw new MongoError(
        16609,
        `$divide only supports numeric types, not ${bsonTypeName(a)} and ${bsonTypeName(b)}`,
      );
    }
    const divisor = numberValue(b);
    if (divisor === 0) throw new MongoError(16608, "can't $divide by zero");
    const quotient = numberValue(a) / divisor;
    // Decimal128 has no arithmetic in the bson package: the quotient is computed as a double (documented).
    if (ka === 'decimal' || kb === 'decimal') {
      if (!typed) return quotient;
      noteWrappedNumbers();
      return Decimal128.fromString(String(quotient));
    }
    if (!typed || !Number.isInteger(quotient)) return quotient;
    noteWrappedNumbers();
    return new Double(quotient); // mongod's quotient of numbers is always a double
  };
}

/** Neumaier's compensated sum: mongod sums doubles in double-double precision, not naively as $add does. */
function compensatedSum(values: number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const v of values) {
    const t = sum + v;
    compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + compensation;
}

/**
 * The $sum accumulator (also the expression form, which mingo runs through it): numbers only, with
 * mongod's compensated summation.
 */
export function $sumAccumulator(coll: unknown[], expr: unknown, options: Options): unknown {
  if (typeof expr === 'number') return coll.length * expr;
  const values =
    (accumulatorOps as unknown as Record<string, AccumulatorOp>).$push?.(coll, expr, options) ?? [];
  const numbers = values.filter((v) => numericKind(v) !== undefined);
  const plain = numbers.map(numberValue);
  const compensated = compensatedSum(plain);
  // With an infinity the compensation is NaN; the plain sum is then the answer (inf, or NaN for inf - inf).
  const total = Number.isFinite(compensated) ? compensated : plain.reduce((a, b) => a + b, 0);
  // A decimal operand makes the sum a decimal (computed as a double: the bson package has no decimal arithmetic).
  return numbers.some((v) => numericKind(v) === 'decimal') ? Decimal128.fromString(String(total)) : total;
}

/** $toLower and $toUpper: null and missing give "" (mingo answers null). */
function caseOf(name: string): ExpressionOp {
  return (obj, expr, options) => {
    const [v] = typedArgs(obj, expr, options, name, 1);
    return nullish(v) ? '' : base(name)(obj, [{ $literal: v }], options);
  };
}

function $concat(obj: unknown, expr: unknown, options: Options): unknown {
  let out = '';
  for (const e of listOf(expr)) {
    const v = evalExpr(obj, e, options);
    if (nullish(v)) return null;
    if (typeof v !== 'string')
      throw new MongoError(16702, `$concat only supports strings, not ${bsonTypeName(v)}`);
    out += v;
  }
  return out;
}

function $arrayElemAt(obj: unknown, expr: unknown, options: Options): unknown {
  const [arr, index] = typedArgs(obj, expr, options, '$arrayElemAt', 2);
  if (nullish(arr) || nullish(index)) return null;
  if (!Array.isArray(arr))
    throw new MongoError(
      28689,
      `$arrayElemAt's first argument must be an array, but is ${bsonTypeName(arr)}`,
    );
  if (numericKind(index) === undefined)
    throw new MongoError(
      28690,
      `$arrayElemAt's second argument must be a numeric value, but is ${bsonTypeName(index)}`,
    );
  const i = numberValue(index);
  if (!Number.isInteger(i) || i < -2147483648 || i > 2147483647)
    throw new MongoError(
      28691,
      `$arrayElemAt's second argument must be representable as a 32-bit integer: ${String(index)}`,
    );
  const at = i < 0 ? arr.length + i : i;
  return at < 0 || at >= arr.length ? undefined : arr[at];
}

export const arithmeticExpressionOps: Record<string, ExpressionOp> = {
  $add: add(false),
  $_typedAdd: add(true),
  $subtract: subtract(false),
  $_typedSubtract: subtract(true),
  $multiply: multiply(false),
  $_typedMultiply: multiply(true),
  $divide: divide(false),
  $_typedDivide: divide(true),
  $concat,
  $toLower: caseOf('$toLower'),
  $toUpper: caseOf('$toUpper'),
  $arrayElemAt,
};
