// MongoDB error codes and names that clients (driver, mongoose) inspect.
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  OperationNotSupportedInTransaction: 263,
  CannotIndexParallelArrays: 171,
  Unsupported: 115,
  DollarPrefixedFieldName: 52,
  DuplicateKey: 11000,
} as const;

const codeNames: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  14: 'TypeMismatch',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  52: 'DollarPrefixedFieldName',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  123: 'NotAReplicaSet',
  323: 'APIStrictError',
  171: 'CannotIndexParallelArrays',
  263: 'OperationNotSupportedInTransaction',
  11000: 'DuplicateKey',
  13113: 'MergeStageNoMatchingDocument',
  28: 'PathNotViable',
  10334: 'BSONObjectTooLarge',
  17419: 'Location17419',
  40324: 'Location40324',
  40415: 'Location40415',
};

export class MongoError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get codeName(): string {
    // mongod names an assertion without an ErrorCodes entry after its number (its source location).
    return codeNames[this.code] ?? (this.code >= 10000 ? `Location${this.code}` : 'UnknownError');
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export function badValue(message: string): MongoError {
  return new MongoError(ErrorCodes.BadValue, message);
}

export function failedToParse(message: string): MongoError {
  return new MongoError(ErrorCodes.FailedToParse, message);
}

export function unsupported(what: string): MongoError {
  return new MongoError(ErrorCodes.Unsupported, `${what} is unsupported by the embedded MongoDB server`);
}

/** Turns anything thrown inside a command into a MongoError (mingo throws plain errors for bad operators). */
export function toMongoError(err: unknown): MongoError {
  if (err instanceof MongoError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo's own checks that have a mongod code of their own.
  const variable = /^Use of undefined variable: (.+)$/.exec(message);
  if (variable) return new MongoError(17276, `Use of undefined variable: ${variable[1]}`);
  return new MongoError(ErrorCodes.BadValue, message);
}
