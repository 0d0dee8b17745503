/** An error answered by the server (or the network), with the text built as section 8 describes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field messages of `result.messages`, shown under the fields. */
    readonly fieldMessages: Record<string, string> = {},
    readonly correlationId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
