/** Why a model could not be read: the file's content, said for the user. Retrying the same bytes will not help. */
export class ModelReadError extends Error {
  constructor(
    /** empty, truncated, corrupt, too-large, zip-bomb, timeout, memory, unsupported */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ModelReadError';
  }
}
