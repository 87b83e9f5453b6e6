// What mongod's projection executor does that mingo's $project/$addFields do not:
// - a field path expression that resolves to missing is left out (mingo keeps the key with undefined,
//   which BSON writes as null), also inside computed sub-documents ({a: {b: '$missing'}} gives a: {});
// - an inclusion projection outputs included fields in the input document's order, then computed fields
//   in the projection's order (mingo puts _id last);
// - fields named like Object.prototype members (constructor, toString, …) are data: mingo's inclusion
//   merge reads the inherited member of its fresh output object, drops the field and overflows the stack.
import { cloneValue, isInheritedName, isPlainObject, type Doc } from './values.js';

function setOwn(o: Doc, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function isInclusion(v: unknown): boolean {
  return v === true || (typeof v === 'number' && v !== 0);
}

function isExclusion(v: unknown): boolean {
  return v === false || v === 0;
}

function isOperatorObject(v: unknown): boolean {
  return isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));
}

type SpecNode = { kind: 'include' } | { kind: 'expr' } | { kind: 'child'; children: Map<string, SpecNode> };

/** The projection as a tree of included, computed and nested fields (exclusions are left out). */
function specTree(spec: Doc, into: Map<string, SpecNode> = new Map()): Map<string, SpecNode> {
  for (const [path, v] of Object.entries(spec)) {
    if (isExclusion(v)) continue;
    const parts = path.split('.');
    let level = into;
    for (const part of parts.slice(0, -1)) {
      let node = level.get(part);
      if (node?.kind !== 'child') {
        node = { kind: 'child', children: new Map() };
        level.set(part, node);
      }
      level = node.children;
    }
    const last = parts[parts.length - 1] as string;
    if (isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0) {
      const existing = level.get(last);
      const children = existing?.kind === 'child' ? existing.children : new Map<string, SpecNode>();
      level.set(last, { kind: 'child', children: specTree(v, children) });
    } else level.set(last, { kind: kindOf(v) });
  }
  return into;
}

function kindOf(v: unknown): 'include' | 'expr' {
  // {$slice: n} and {$elemMatch: …} of a find projection select from an existing field.
  if (isPlainObject(v) && ('$slice' in v || '$elemMatch' in v) && Object.keys(v).length === 1)
    return 'include';
  return isInclusion(v) ? 'include' : 'expr';
}

/** Removes keys whose value is missing (undefined), at every depth; a missing array element is null. */
export function dropMissing(v: unknown): unknown {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = v[i] === undefined ? null : dropMissing(v[i]);
  } else if (isPlainObject(v)) {
    for (const k of Object.keys(v)) {
      if (v[k] === undefined) delete v[k];
      else dropMissing(v[k]);
    }
  }
  return v;
}

function hasComputed(node: SpecNode): boolean {
  if (node.kind === 'expr') return true;
  return node.kind === 'child' && [...node.children.values()].some(hasComputed);
}

/** mongod's order: included fields as the input holds them, then the others as the projection names them. */
function ordered(out: Doc, input: unknown, tree: Map<string, SpecNode>): Doc {
  const res: Doc = {};
  const place = (k: string, src: unknown): void => {
    const node = tree.get(k);
    let v = out[k];
    if (node && hasComputed(node)) v = dropMissing(v);
    if (v === undefined) return;
    if (node?.kind === 'child') v = orderedValue(v, src, node.children);
    setOwn(res, k, v);
  };
  if (isPlainObject(input)) {
    for (const k of Object.keys(input)) {
      const node = tree.get(k);
      if (node && node.kind !== 'expr' && Object.hasOwn(out, k)) place(k, input[k]);
    }
  }
  for (const k of tree.keys()) if (Object.hasOwn(out, k) && !Object.hasOwn(res, k)) place(k, undefined);
  for (const k of Object.keys(out))
    if (!Object.hasOwn(res, k) && out[k] !== undefined) setOwn(res, k, out[k]);
  return res;
}

function orderedValue(v: unknown, input: unknown, tree: Map<string, SpecNode>): unknown {
  if (isPlainObject(v)) return ordered(v, input, tree);
  if (!Array.isArray(v)) return v;
  // mingo keeps only the sub-documents of an array; align them with the input's sub-documents.
  const inputs = Array.isArray(input) ? input.filter(isPlainObject) : [];
  const aligned = inputs.length === v.filter(isPlainObject).length;
  let j = 0;
  return v.map((e) => (isPlainObject(e) ? ordered(e, aligned ? inputs[j++] : undefined, tree) : e));
}

function isInclusionMode(spec: Doc): boolean {
  return Object.values(spec).some((v) =>
    isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0
      ? isInclusionMode(v)
      : !isExclusion(v),
  );
}

/** Copies the path `parts` of `input` into `out` as an inclusion does, reading own fields only. */
function includePath(out: Doc, input: Doc, parts: string[]): void {
  const [head, ...rest] = parts as [string, ...string[]];
  if (!Object.hasOwn(input, head)) return;
  const v = input[head];
  if (rest.length === 0) {
    setOwn(out, head, cloneValue(v));
    return;
  }
  const current = Object.hasOwn(out, head) ? out[head] : undefined;
  if (isPlainObject(v)) {
    const target = isPlainObject(current) ? current : {};
    includePath(target, v, rest);
    if (Object.keys(target).length > 0 || isPlainObject(current)) setOwn(out, head, target);
  } else if (Array.isArray(v)) {
    const existing = Array.isArray(current) ? current.filter(isPlainObject) : [];
    const next = v.filter(isPlainObject).map((e, i) => {
      const target = existing[i] ?? {};
      includePath(target, e, rest);
      return target;
    });
    setOwn(out, head, next);
  }
}

// A field name BSON cannot hold, so the inclusion it names selects nothing.
const nothing = '\u0000';

/** Splits inclusions whose path names an inherited member off the spec mingo gets. */
function splitInherited(spec: Doc): { rest: Doc; paths: string[][] } {
  const flat: [string, unknown][] = [];
  const flatten = (prefix: string, v: unknown): void => {
    if (isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0)
      for (const [k, sub] of Object.entries(v)) flatten(`${prefix}.${k}`, sub);
    else flat.push([prefix, v]);
  };
  for (const [k, v] of Object.entries(spec)) flatten(k, v);
  const touched = flat.some(([p, v]) => isInclusion(v) && p.split('.').some(isInheritedName));
  if (!touched) return { rest: spec, paths: [] };
  const rest: Doc = {};
  const paths: string[][] = [];
  for (const [p, v] of flat) {
    if (isInclusion(v) && p.split('.').some(isInheritedName)) paths.push(p.split('.'));
    else setOwn(rest, p, v);
  }
  if (!isInclusionMode(rest)) rest[nothing] = 1;
  return { rest, paths };
}

function excludesNested(spec: Doc): boolean {
  return Object.entries(spec).some(([k, v]) =>
    isPlainObject(v) && !isOperatorObject(v) ? true : isExclusion(v) && k.includes('.'),
  );
}

export interface Shaper {
  /** The spec mingo runs. */
  rest: Doc;
  /** An exclusion inside a sub-document, which mingo applies to the input's own sub-document. */
  excludesNested: boolean;
  /** mingo's output for `input`, shaped as mongod's. */
  shape(out: Doc, input: Doc): Doc;
}

export function projectionShaper(spec: Doc): Shaper {
  const { rest, paths } = splitInherited(spec);
  if (!isInclusionMode(spec)) return { rest, excludesNested: excludesNested(spec), shape: (out) => out };
  const tree = specTree(spec);
  if (!Object.hasOwn(spec, '_id')) tree.set('_id', { kind: 'include' });
  return {
    rest,
    excludesNested: false,
    shape(out, input) {
      for (const parts of paths) includePath(out, input, parts);
      return ordered(out, input, tree);
    },
  };
}

function isNestedSpec(v: unknown): v is Doc {
  return isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0;
}

/** $addFields' spec with dotted paths as nested documents ({'b.x': e} is {b: {x: e}}). */
export function nestAddFields(spec: Doc): Doc {
  if (!Object.keys(spec).some((k) => k.includes('.'))) return spec;
  const out: Doc = {};
  for (const [path, v] of Object.entries(spec)) {
    const parts = path.split('.');
    let level = out;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(level, part) ? level[part] : undefined;
      if (!isNestedSpec(next)) setOwn(level, part, {});
      level = level[part] as Doc;
    }
    setOwn(level, parts[parts.length - 1] as string, v);
  }
  return out;
}

/**
 * A nested $addFields spec merges into what the input holds there: into a sub-document, into each element
 * of an array, and replaces anything else with a new sub-document. `computed` is mingo's evaluation of
 * the spec as an object expression; a computed value that is missing removes the field.
 */
function addNested(input: unknown, computed: Doc, spec: Doc): unknown {
  if (Array.isArray(input)) return input.map((e) => addNested(e, computed, spec));
  const base: Doc = isPlainObject(input) ? { ...input } : {};
  for (const [k, sub] of Object.entries(spec)) {
    const v = Object.hasOwn(computed, k) ? computed[k] : undefined;
    if (isNestedSpec(sub))
      setOwn(
        base,
        k,
        addNested(Object.hasOwn(base, k) ? base[k] : undefined, isPlainObject(v) ? v : {}, sub),
      );
    else if (v === undefined) delete base[k];
    else setOwn(base, k, dropMissing(v));
  }
  return base;
}

/** $addFields/$set as mongod: missing values are left out, nested specs merge into the input's fields. */
export function addFieldsLikeMongod(out: Doc, input: Doc, nested: Doc): Doc {
  for (const [k, sub] of Object.entries(nested)) {
    if (isNestedSpec(sub)) {
      const computed = Object.hasOwn(out, k) && isPlainObject(out[k]) ? (out[k] as Doc) : {};
      setOwn(out, k, addNested(Object.hasOwn(input, k) ? input[k] : undefined, computed, sub));
    } else if (Object.hasOwn(out, k)) {
      if (out[k] === undefined) delete out[k];
      else dropMissing(out[k]);
    }
  }
  return out;
}
