/** An API answer that is not 2xx: its status and the message key the server chose. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(code);
  }

  get isSessionInvalid(): boolean {
    return this.status === 401 && this.code === 'session-invalid';
  }

  /** A staff page in a session without a second factor: the shell sends its visitor to enrol. */
  get isSecondFactorRequired(): boolean {
    return this.status === 403 && this.code === 'two-factor-required';
  }
}

/** The request never reached the server or its answer could not be read. */
export class NetworkError extends Error {}
