// Find projections. mingo handles inclusion, exclusion, expressions and the positional "a.$"; $slice
// and $elemMatch are applied here because mingo reads $slice as an inclusion and only takes documents
// as $elemMatch criteria, where mongod also takes bare operators ({$elemMatch: {$gte: 3}}).
import { badValue, MongoError } from './errors.js';
import { compileQuery, projectWithMingo } from './mingo.js';
import { cloneValue, isPlainObject, type Doc } from './values.js';

type SliceSpec = number | [number, number];

function parseSlice(path: string, v: unknown): SliceSpec {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isInteger(x))) {
    if ((v[1] as number) <= 0) throw badValue(`$slice limit must be positive (${path})`);
    return [v[0] as number, v[1] as number];
  }
  throw badValue(`$slice only supports numbers and [skip, limit] arrays, got ${JSON.stringify(v)}`);
}

function sliceArray(arr: unknown[], spec: SliceSpec): unknown[] {
  if (typeof spec === 'number')
    return spec >= 0 ? arr.slice(0, spec) : arr.slice(Math.max(0, arr.length + spec));
  const [skip, limit] = spec;
  const start = skip >= 0 ? Math.min(skip, arr.length) : Math.max(0, arr.length + skip);
  return arr.slice(start, start + limit);
}

/** Slices the array at `parts` in place, through embedded documents and arrays of documents. */
function sliceAt(v: unknown, parts: string[], spec: SliceSpec): void {
  if (Array.isArray(v)) {
    for (const e of v) sliceAt(e, parts, spec);
    return;
  }
  if (!isPlainObject(v)) return;
  const [head, ...rest] = parts as [string, ...string[]];
  const next = v[head];
  if (rest.length > 0) sliceAt(next, rest, spec);
  else if (Array.isArray(next)) v[head] = sliceArray(next, spec);
}

function isExclusion(v: unknown): boolean {
  return v === 0 || v === false;
}

interface Special {
  path: string;
  slice?: SliceSpec;
  elemMatch?: (element: unknown) => boolean;
}

function parseSpecials(projection: Doc): Special[] {
  const out: Special[] = [];
  for (const [path, v] of Object.entries(projection)) {
    if (!isPlainObject(v) || Object.keys(v).length !== 1) continue;
    if ('$slice' in v) out.push({ path, slice: parseSlice(path, v.$slice) });
    else if ('$elemMatch' in v) {
      if (path.includes('.'))
        throw new MongoError(31275, `Cannot use $elemMatch projection on a nested field: ${path}`);
      if (!isPlainObject(v.$elemMatch)) throw badValue('elemMatch: Invalid argument, object required.');
      const query = compileQuery({ [path]: { $elemMatch: v.$elemMatch } });
      out.push({ path, elemMatch: (e) => query.test({ [path]: [e] }) });
    }
  }
  return out;
}

/** Projects documents as a find projection does; `condition` is the query (for "a.$"). */
export function projectDocs(docs: Doc[], projection: Doc, condition: Doc = {}): Doc[] {
  const specials = parseSpecials(projection);
  if (specials.length === 0) return projectWithMingo(docs, projection, condition);
  const rest: Doc = { ...projection };
  for (const s of specials) delete rest[s.path];
  // $elemMatch is an inclusion; $slice alone keeps every other field (an exclusion projection).
  const inclusion =
    specials.some((s) => s.elemMatch) ||
    Object.entries(rest).some(([k, v]) => k !== '_id' && !isExclusion(v));
  if (inclusion) for (const s of specials) rest[s.path] = 1;
  const projected = Object.keys(rest).length
    ? projectWithMingo(docs, rest, condition)
    : docs.map((d) => cloneValue(d));
  return projected.map((out, i) => {
    for (const s of specials) {
      if (s.slice !== undefined) sliceAt(out, s.path.split('.'), s.slice);
      else if (s.elemMatch) {
        const arr = (docs[i] as Doc)[s.path];
        const first = Array.isArray(arr) ? arr.find(s.elemMatch) : undefined;
        if (first === undefined) delete out[s.path];
        else out[s.path] = [cloneValue(first)];
      }
    }
    return out;
  });
}
