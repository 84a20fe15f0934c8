/**
 * A failure of an operator's command (backup, restore) that the operator can act on: its message
 * says what happened and what to do, and is printed without a stack trace.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
