// Positional update paths ("a.$.x", "a.$[].x", "a.$[id].x") resolved to concrete indexes against the
// document before the update, as mongod does. mingo checks conflicts on the array path only, so it
// refuses {$set: {'a.$.x': 1, 'a.$.y': 2}}, which mongod applies (mongoose timestamps on subdocuments).
// Also $pull with a document condition led by $or/$and/$nor, which mingo wraps as a value condition.
import { badValue } from './errors.js';
import { compileQuery } from './mingo.js';
import { getPath, isPlainObject, type Doc } from './values.js';

const POSITIONAL = /^\$(\[[a-z][a-zA-Z0-9]*\]|\[\])?$/;

function isPositional(part: string): boolean {
  return POSITIONAL.test(part);
}

type ElementTest = (element: unknown) => boolean;

/** Filters of arrayFilters grouped by identifier ({'c.x': 1, 'c.y': 2} → c). */
function identifierTests(arrayFilters: Doc[] | undefined): Map<string, ElementTest> {
  const out = new Map<string, ElementTest>();
  for (const filter of arrayFilters ?? []) {
    const id = Object.keys(filter)[0]?.split('.')[0];
    if (!id) continue;
    const query = compileQuery(filter);
    out.set(id, (e) => query.test({ [id]: e }));
  }
  return out;
}

/** Query conditions on `field` (or below it), from the top level and top-level $and. */
function conditionsOn(filter: Doc | undefined, field: string): Doc {
  const out: Doc = {};
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
      } else if (k === field || k.startsWith(field + '.')) out[k] = v;
    }
  };
  if (filter) visit(filter);
  return out;
}

class Expander {
  private readonly ids: Map<string, ElementTest>;

  constructor(
    private readonly doc: Doc,
    arrayFilters: Doc[] | undefined,
    private readonly filter: Doc | undefined,
  ) {
    this.ids = identifierTests(arrayFilters);
  }

  paths(path: string): string[] {
    const parts = path.split('.');
    const out: string[] = [];
    this.walk(this.doc, parts, 0, [], out);
    return out;
  }

  private walk(value: unknown, parts: string[], i: number, prefix: string[], out: string[]): void {
    if (i === parts.length || !parts.slice(i).some(isPositional)) {
      out.push([...prefix, ...parts.slice(i)].join('.'));
      return;
    }
    const part = parts[i] as string;
    if (!isPositional(part)) {
      const next = Array.isArray(value) || isPlainObject(value) ? (value as Doc)[part] : undefined;
      this.walk(next, parts, i + 1, [...prefix, part], out);
      return;
    }
    const arrayPath = prefix.join('.');
    if (value === undefined || value === null)
      throw badValue(`The path '${arrayPath}' must exist in the document in order to apply array updates.`);
    if (!Array.isArray(value))
      throw badValue(
        `Cannot apply array updates to non-array element ${arrayPath}: ${JSON.stringify(value)}`,
      );
    const indexes = this.indexes(value, part, arrayPath);
    for (const j of indexes) this.walk(value[j], parts, i + 1, [...prefix, String(j)], out);
  }

  private indexes(arr: unknown[], part: string, arrayPath: string): number[] {
    if (part === '$[]') return arr.map((_, j) => j);
    if (part === '$') {
      const conditions = conditionsOn(this.filter, arrayPath);
      if (Object.keys(conditions).length === 0)
        throw badValue('The positional operator did not find the match needed from the query.');
      const query = compileQuery(conditions);
      const j = arr.findIndex((e) => query.test({ [arrayPath]: [e] }));
      if (j < 0) throw badValue('The positional operator did not find the match needed from the query.');
      return [j];
    }
    const id = part.slice(2, -1);
    const test = this.ids.get(id);
    if (!test) throw badValue(`No array filter found for identifier '${id}' in path '${arrayPath}.${part}'`);
    return arr.flatMap((e, j) => (test(e) ? [j] : []));
  }
}

/** The modifier with every positional path replaced by the concrete paths it names in `doc`. */
export function resolvePositionalPaths(
  doc: Doc,
  modifier: Doc,
  arrayFilters: Doc[] | undefined,
  filter: Doc | undefined,
): Doc {
  const anyPositional = Object.values(modifier).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((p) => p.split('.').some(isPositional)),
  );
  if (!anyPositional) return modifier;
  const expander = new Expander(doc, arrayFilters, filter);
  const out: Doc = {};
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) {
      out[op] = fields;
      continue;
    }
    const resolved: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      if (!path.split('.').some(isPositional)) resolved[path] = value;
      else for (const concrete of expander.paths(path)) resolved[concrete] = value;
    }
    if (Object.keys(resolved).length > 0) out[op] = resolved;
  }
  return out;
}

// Operators that take a field path; anything else leading a $pull condition ($or, $and, $nor, $expr)
// makes it a condition on the elements as documents.
const fieldOperators = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$type',
  '$mod',
  '$regex',
  '$options',
  '$all',
  '$size',
  '$elemMatch',
  '$not',
  '$bitsAllSet',
  '$bitsAllClear',
  '$bitsAnySet',
  '$bitsAnyClear',
]);

function isDocumentCondition(spec: unknown): spec is Doc {
  if (!isPlainObject(spec)) return false;
  const first = Object.keys(spec)[0];
  return first !== undefined && first.startsWith('$') && !fieldOperators.has(first);
}

/**
 * Applies the $pull fields whose condition is a document led by a top-level operator ($or, $and, …)
 * to `doc` in place, and returns the modifier without them (mingo applies the rest).
 */
export function applyDocumentPulls(doc: Doc, modifier: Doc): Doc {
  const pull = modifier.$pull;
  if (!isPlainObject(pull)) return modifier;
  const mine = Object.entries(pull).filter(
    ([path, spec]) => isDocumentCondition(spec) && !path.includes('$'),
  );
  if (mine.length === 0) return modifier;
  for (const [path, spec] of mine) {
    const query = compileQuery(spec as Doc);
    const parts = path.split('.');
    const last = parts.pop() as string;
    const parent = parts.length ? getPath(doc, parts.join('.')) : doc;
    if (typeof parent !== 'object' || parent === null) continue;
    const arr = (parent as Doc)[last];
    if (arr === undefined) continue;
    if (!Array.isArray(arr)) throw badValue('Cannot apply $pull to a non-array value');
    (parent as Doc)[last] = arr.filter((e) => !(isPlainObject(e) && query.test(e)));
  }
  const rest: Doc = {};
  for (const [path, spec] of Object.entries(pull)) if (!mine.some(([p]) => p === path)) rest[path] = spec;
  const out: Doc = { ...modifier };
  if (Object.keys(rest).length) out.$pull = rest;
  else delete out.$pull;
  return out;
}
