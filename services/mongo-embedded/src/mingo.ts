// Shared mingo options: no server-side JavaScript, a $type operator that knows BSON aliases.
import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { typeRank } from './values.js';

type Predicate = (v: unknown) => boolean;

interface Tagged {
  _bsontype?: string;
}

const typeChecks: Record<string, Predicate> = {
  double: (v) => typeof v === 'number' && (!Number.isInteger(v) || v > 2147483647 || v < -2147483648) || (v as Tagged)?._bsontype === 'Double',
  string: (v) => typeof v === 'string',
  object: (v) => typeRank(v) === 5,
  array: (v) => Array.isArray(v),
  binData: (v) => (v as Tagged)?._bsontype === 'Binary',
  undefined: (v) => v === undefined,
  objectId: (v) => (v as Tagged)?._bsontype === 'ObjectId',
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp || (v as Tagged)?._bsontype === 'BSONRegExp',
  int: (v) => typeof v === 'number' && Number.isInteger(v) && v <= 2147483647 && v >= -2147483648,
  timestamp: (v) => (v as Tagged)?._bsontype === 'Timestamp',
  long: (v) => (v as Tagged)?._bsontype === 'Long' || typeof v === 'bigint',
  decimal: (v) => (v as Tagged)?._bsontype === 'Decimal128',
  minKey: (v) => (v as Tagged)?._bsontype === 'MinKey',
  maxKey: (v) => (v as Tagged)?._bsontype === 'MaxKey',
  number: (v) => typeRank(v) === 3,
};
const numericAliases: Record<number, string> = {
  1: 'double', 2: 'string', 3: 'object', 4: 'array', 5: 'binData', 6: 'undefined', 7: 'objectId', 8: 'bool', 9: 'date',
  10: 'null', 11: 'regex', 16: 'int', 17: 'timestamp', 18: 'long', 19: 'decimal', [-1]: 'minKey', 127: 'maxKey',
};

function typeMatches(value: unknown, spec: unknown): boolean {
  const specs = Array.isArray(spec) ? spec : [spec];
  return specs.some((s) => {
    const alias = typeof s === 'number' ? numericAliases[s] : String(s);
    const check = alias === undefined ? undefined : typeChecks[alias];
    if (!check) throw new Error(`unknown type name alias: ${String(s)}`);
    return check(value);
  });
}

// $type matches when the field or (for non-array types) one of its array elements has the type.
function $type(selector: string, value: unknown): (obj: Record<string, unknown>) => boolean {
  return (obj) => {
    let cur: unknown = obj;
    for (const part of selector.split('.')) {
      if (Array.isArray(cur)) cur = cur.map((e) => (e as Record<string, unknown>)?.[part]).flat();
      else if (typeof cur === 'object' && cur !== null) cur = (cur as Record<string, unknown>)[part];
      else return false;
    }
    if (cur === undefined) return false;
    if (typeMatches(cur, value)) return true;
    return Array.isArray(cur) && cur.some((e) => typeMatches(e, value));
  };
}

export const queryContext = Context.init({ query: { $type } as never });

export const queryOptions: Partial<Options> = { scriptEnabled: false, context: queryContext };

export function compileQuery(filter: Record<string, unknown>): Query {
  return new Query(filter, queryOptions);
}
