// Updates mongod refuses and mingo silently skips: a field created through an array or a scalar
// ($set of 'comments.body' where comments is an array), array operators on non-arrays, arithmetic on
// non-numbers.
import { MongoError, badValue, unsupported } from './errors.js';
import { isInheritedName, isPlainObject, typeRank, type Doc } from './values.js';

const creatingOps = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$addToSet',
  '$bit',
]);

/** mongod's name for a value's BSON type. */
export function bsonTypeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number')
    return Number.isInteger(v) && v <= 2147483647 && v >= -2147483648 ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'long';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  const t = (v as { _bsontype?: string })._bsontype;
  const names: Record<string, string> = {
    Binary: 'binData',
    ObjectId: 'objectId',
    Long: 'long',
    Int32: 'int',
    Double: 'double',
    Decimal128: 'decimal',
    Timestamp: 'timestamp',
    BSONRegExp: 'regex',
    MinKey: 'minKey',
    MaxKey: 'maxKey',
  };
  return (t && names[t]) ?? 'object';
}

function show(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

function pathNotViable(part: string, parent: string, value: unknown): MongoError {
  return new MongoError(28, `Cannot create field '${part}' in element {${parent}: ${show(value)}}`);
}

/** The value at `parts`, refusing a step into a scalar or a non-numeric step into an array. */
function leafFor(doc: Doc, parts: string[]): { found: boolean; value: unknown } {
  let cur: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const parent = i === 0 ? '' : (parts[i - 1] as string);
    let next: unknown;
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part)) throw pathNotViable(part, parent, cur);
      next = cur[Number(part)];
    } else if (isPlainObject(cur))
      next = Object.hasOwn(cur, part) ? cur[part] : undefined; // not `constructor` of Object.prototype
    else throw pathNotViable(part, parent, cur);
    if (next === undefined) return { found: false, value: undefined };
    cur = next;
  }
  return { found: true, value: cur };
}

function isNumeric(v: unknown): boolean {
  return typeRank(v) === 3;
}

/** Throws mongod's error for the first operation of `modifier` it would refuse on `doc`. */
export function checkModifier(doc: Doc, modifier: Doc): void {
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    for (const [path, arg] of Object.entries(fields)) {
      if (path.includes('$')) continue;
      const parts = path.split('.');
      const last = parts[parts.length - 1] as string;
      if (!creatingOps.has(op)) {
        if (op !== '$pull' && op !== '$pullAll' && op !== '$pop') continue;
        let leaf: { found: boolean; value: unknown };
        try {
          leaf = leafFor(doc, parts);
        } catch {
          continue; // removing through a scalar or an array is a no-op in mongod
        }
        if (!leaf.found || Array.isArray(leaf.value)) continue;
        if (op === '$pop')
          throw new MongoError(
            14,
            `Path '${path}' contains an element of non-array type '${bsonTypeName(leaf.value)}'`,
          );
        throw badValue(`Cannot apply ${op} to a non-array value`);
      }
      if ((op === '$inc' || op === '$mul') && !isNumeric(arg))
        throw new MongoError(
          14,
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${show(arg)}}`,
        );
      const leaf = leafFor(doc, parts);
      if (!leaf.found) continue;
      const type = bsonTypeName(leaf.value);
      if (op === '$push' && !Array.isArray(leaf.value))
        throw badValue(
          `The field '${path}' must be an array but is of type ${type} in document {_id: ${show(doc._id)}}`,
        );
      if (op === '$addToSet' && !Array.isArray(leaf.value))
        throw badValue(
          `Cannot apply $addToSet to non-array field. Field named '${last}' has non-array type ${type}`,
        );
      if ((op === '$inc' || op === '$mul') && !isNumeric(leaf.value))
        throw new MongoError(
          14,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${show(doc._id)}} has the field '${last}' of non-numeric type ${type}`,
        );
    }
  }
}

/**
 * mingo walks update paths with plain property reads, so a field named like an Object.prototype member
 * (`constructor`, `toString`, …) that the document does not hold resolves to the inherited function, and
 * the update was lost while reporting success. Such a field the update creates is first placed as an own
 * field holding undefined, which mingo reads as missing; `removePlaceholders` drops the ones it left.
 * `$rename` sources, `__proto__` and names under a field the update itself creates stay refused.
 */
export function placeInheritedNames(doc: Doc, modifier: Doc): [Doc, string][] {
  const placed: [Doc, string][] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    const paths =
      op === '$rename'
        ? Object.values(fields).filter((v): v is string => typeof v === 'string')
        : Object.keys(fields);
    for (const path of paths) {
      let cur: unknown = doc;
      for (const part of path.split('.')) {
        if (Array.isArray(cur) && /^\d+$/.test(part) && Object.hasOwn(cur, part)) {
          cur = cur[Number(part)];
          continue;
        }
        if (!isPlainObject(cur)) break;
        if (!Object.hasOwn(cur, part)) {
          if (isInheritedName(part) && part !== '__proto__') {
            cur[part] = undefined;
            placed.push([cur, part]);
          }
          break;
        }
        cur = cur[part];
      }
    }
  }
  return placed;
}

export function removePlaceholders(placed: [Doc, string][]): void {
  for (const [holder, key] of placed)
    if (Object.hasOwn(holder, key) && holder[key] === undefined) delete holder[key];
}

/** Update paths that still go through an inherited member (see placeInheritedNames) are refused. */
export function checkInheritedNames(doc: Doc, modifier: Doc): void {
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    const paths = Object.keys(fields);
    if (op === '$rename')
      paths.push(...Object.values(fields).filter((v): v is string => typeof v === 'string'));
    for (const path of paths) {
      let cur: unknown = doc;
      for (const part of path.split('.')) {
        if (part === '$' || part.startsWith('$[')) break;
        const own = (Array.isArray(cur) || isPlainObject(cur)) && Object.hasOwn(cur, part);
        if (!own && part in Object.prototype)
          throw unsupported(
            `the field name '${part}' (an Object.prototype member) in the update path '${path}'`,
          );
        cur = own ? (cur as Doc)[part] : undefined;
      }
    }
  }
}
