// Argument shapes mongod checks when it parses an expression, before any document flows: a malformed
// $cond, $filter, $ifNull, $in, … is refused with mongod's code even on an empty collection.
import { checkDateFormat } from './date-format.js';
import { MongoError, unsupported } from './errors.js';
import { isPlainObject, type Doc } from './values.js';

const count = (expr: unknown): number => (Array.isArray(expr) ? expr.length : 1);

function exactly(name: string, n: number): (expr: unknown) => void {
  return (expr) => {
    const got = count(expr);
    if (got !== n)
      throw new MongoError(16020, `Expression ${name} takes exactly ${n} arguments. ${got} were passed in.`);
  };
}

export function checkCondShape(expr: unknown): void {
  if (!isPlainObject(expr)) return exactly('$cond', 3)(expr);
  for (const k of Object.keys(expr))
    if (k !== 'if' && k !== 'then' && k !== 'else')
      throw new MongoError(17083, `Unrecognized parameter to $cond: ${k}`);
  if (!('if' in expr)) throw new MongoError(17080, "Missing 'if' parameter to $cond");
  if (!('then' in expr)) throw new MongoError(17081, "Missing 'then' parameter to $cond");
  if (!('else' in expr)) throw new MongoError(17082, "Missing 'else' parameter to $cond");
}

/** A name a user may bind ($filter's `as`), as mongod checks it. */
export function checkVariableName(name: unknown): void {
  const text = typeof name === 'string' ? name : '';
  if (text.length === 0) throw new MongoError(16866, 'empty variable names are not allowed');
  const first = text.codePointAt(0) as number;
  if (!((first >= 0x61 && first <= 0x7a) || first > 0x7f))
    throw new MongoError(16867, `'${text}' starts with an invalid character for a user variable name`);
  for (const ch of text) {
    if (!(/[A-Za-z0-9_]/.test(ch) || (ch.codePointAt(0) as number) > 0x7f))
      throw new MongoError(16868, `'${text}' contains an invalid character for a variable name: '${ch}'`);
  }
}

/** mingo cannot rebind CURRENT (field paths keep reading the document): refused by name, not answered wrongly. */
function refuseCurrentBinding(name: string, bound: unknown): void {
  if (bound === 'CURRENT') throw unsupported(`binding CURRENT in ${name}`);
}

function checkLetShape(expr: unknown): void {
  if (isPlainObject(expr) && isPlainObject(expr.vars))
    for (const name of Object.keys(expr.vars)) {
      refuseCurrentBinding('$let', name);
      checkVariableName(name);
    }
}

function checkMapShape(expr: unknown): void {
  if (!isPlainObject(expr)) throw new MongoError(16878, '$map only supports an object as its argument');
  for (const k of Object.keys(expr))
    if (k !== 'input' && k !== 'as' && k !== 'in')
      throw new MongoError(16879, `Unrecognized parameter to $map: ${k}`);
  if (!('input' in expr)) throw new MongoError(16880, "Missing 'input' parameter to $map");
  if (!('in' in expr)) throw new MongoError(16882, "Missing 'in' parameter to $map");
  refuseCurrentBinding('$map', expr.as);
  if ('as' in expr) checkVariableName(expr.as);
}

export function checkFilterShape(expr: unknown): asserts expr is Doc {
  if (!isPlainObject(expr)) throw new MongoError(28646, '$filter only supports an object as its argument');
  for (const k of Object.keys(expr))
    if (!['input', 'as', 'cond', 'limit'].includes(k))
      throw new MongoError(28647, `Unrecognized parameter to $filter: ${k}`);
  if (!('input' in expr)) throw new MongoError(28648, "Missing 'input' parameter to $filter");
  if (!('cond' in expr)) throw new MongoError(28650, "Missing 'cond' parameter to $filter");
  refuseCurrentBinding('$filter', expr.as);
  if ('as' in expr) checkVariableName(expr.as);
}

export function checkIfNullShape(expr: unknown): void {
  const n = count(expr);
  if (n < 2) throw new MongoError(1257300, `$ifNull needs at least two arguments, had: ${n}`);
}

export function checkIndexOfArrayShape(expr: unknown): void {
  const n = count(expr);
  if (n < 2 || n > 4)
    throw new MongoError(
      28667,
      `Expression $indexOfArray takes at least 2 arguments, and at most 4, but ${n} were passed in.`,
    );
}

export function checkDateToPartsShape(expr: unknown): asserts expr is Doc {
  if (!isPlainObject(expr))
    throw new MongoError(40524, '$dateToParts only supports an object as its argument');
  for (const k of Object.keys(expr))
    if (!['date', 'timezone', 'iso8601'].includes(k))
      throw new MongoError(40520, `Unrecognized argument to $dateToParts: ${k}`);
  if (!('date' in expr)) throw new MongoError(40522, "Missing 'date' parameter to $dateToParts");
}

export function checkDateToStringShape(expr: unknown): asserts expr is Doc {
  if (!isPlainObject(expr))
    throw new MongoError(18629, '$dateToString only supports an object as its argument');
  for (const k of Object.keys(expr))
    if (!['format', 'date', 'timezone', 'onNull'].includes(k))
      throw new MongoError(18534, `Unrecognized argument to $dateToString: ${k}`);
  if (!('date' in expr)) throw new MongoError(18628, "Missing 'date' parameter to $dateToString");
  // A constant format is checked when the pipeline is read.
  if (typeof expr.format === 'string' || (expr.format !== undefined && !isPlainObject(expr.format) && expr.format !== null))
    checkDateFormat(expr.format);
}

const datePartNames = [
  '$year',
  '$month',
  '$dayOfMonth',
  '$dayOfYear',
  '$dayOfWeek',
  '$week',
  '$hour',
  '$minute',
  '$second',
  '$millisecond',
  '$isoWeek',
  '$isoWeekYear',
  '$isoDayOfWeek',
];

/**
 * A date-part operator's argument as {date, timezone}: the object form (no `$` key), or one expression,
 * alone or in a one-element array.
 */
export function datePartArguments(name: string, expr: unknown): { date: unknown; timezone?: unknown } {
  if (isPlainObject(expr) && !Object.keys(expr).some((k) => k.startsWith('$'))) {
    for (const k of Object.keys(expr))
      if (k !== 'date' && k !== 'timezone') throw new MongoError(40535, `unrecognized option to ${name}: "${k}"`);
    if (!('date' in expr)) throw new MongoError(40539, `missing 'date' argument to ${name}`);
    return 'timezone' in expr ? { date: expr.date, timezone: expr.timezone } : { date: expr.date };
  }
  if (Array.isArray(expr)) {
    if (expr.length !== 1)
      throw new MongoError(40536, `${name} accepts exactly one argument if given an array, but was given ${expr.length}`);
    return { date: expr[0] };
  }
  return { date: expr };
}

export const checkInShape = exactly('$in', 2);
export const checkModShape = exactly('$mod', 2);

const shapeChecks: Record<string, (expr: unknown) => void> = {
  $cond: checkCondShape,
  $filter: checkFilterShape,
  $let: checkLetShape,
  $map: checkMapShape,
  $ifNull: checkIfNullShape,
  $in: checkInShape,
  $mod: checkModShape,
  $indexOfArray: checkIndexOfArrayShape,
  $divide: exactly('$divide', 2),
  $subtract: exactly('$subtract', 2),
  $arrayElemAt: exactly('$arrayElemAt', 2),
  $dateToParts: checkDateToPartsShape,
  $dateToString: checkDateToStringShape,
  ...Object.fromEntries(datePartNames.map((name) => [name, (expr: unknown) => void datePartArguments(name, expr)])),
};

/** A `$$name` a user reads: ROOT and CURRENT are upper case, so a letter of either case may start it. */
function checkVariableRead(reference: string): void {
  const name = reference.slice(2).split('.')[0] as string;
  if (name.length === 0) throw new MongoError(16866, 'empty variable names are not allowed');
  const first = name.codePointAt(0) as number;
  if (!(/[A-Za-z]/.test(name[0] as string) || first > 0x7f))
    throw new MongoError(16867, `'${name}' starts with an invalid character for a variable name`);
  for (const ch of name)
    if (!(/[A-Za-z0-9_]/.test(ch) || (ch.codePointAt(0) as number) > 0x7f))
      throw new MongoError(16868, `'${name}' contains an invalid character for a variable name: '${ch}'`);
}

/** Checks every expression under `value` ($literal arguments are data). */
function checkExpression(value: unknown, depth: number): void {
  if (depth > 200) return;
  if (typeof value === 'string') {
    if (value.startsWith('$$')) checkVariableRead(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) checkExpression(v, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    // $literal holds data; a projection's $elemMatch holds query operators ($in takes any number there).
    if (k === '$literal' || k === '$elemMatch') continue;
    shapeChecks[k]?.(v);
    checkExpression(v, depth + 1);
  }
}

// Stages whose arguments are expressions (a $match's are query operators, whose $in and $mod differ).
const expressionStages = new Set([
  '$project',
  '$addFields',
  '$set',
  '$replaceRoot',
  '$replaceWith',
  '$group',
]);

/** mongod's parse-time refusals of malformed expressions in a pipeline, whatever documents it sees. */
export function checkPipelineExpressions(pipeline: Doc[]): void {
  for (const stage of pipeline) {
    const [name, spec] = Object.entries(stage)[0] ?? [];
    if (name === undefined) continue;
    if (expressionStages.has(name)) checkExpression(spec, 0);
    else if (name === '$match' && isPlainObject(spec) && '$expr' in spec) checkExpression(spec.$expr, 0);
    else if (name === '$facet' && isPlainObject(spec))
      for (const sub of Object.values(spec)) if (Array.isArray(sub)) checkPipelineExpressions(sub as Doc[]);
  }
}
