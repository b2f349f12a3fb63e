/** What went wrong while reading or running a `parameter{...}` expression. */
export type ExpressionErrorKind = 'syntax' | 'reference' | 'type' | 'limit';

/** Error thrown by the expression parser and evaluator; the resolver turns it into a warning. */
export class ExpressionError extends Error {
  readonly kind: ExpressionErrorKind;

  constructor(kind: ExpressionErrorKind, message: string) {
    super(message);
    this.name = 'ExpressionError';
    this.kind = kind;
  }
}

/** Names that could reach an object's prototype; refused as identifiers, members and keys. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
