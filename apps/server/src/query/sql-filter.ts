/** Collects WHERE conditions with numbered parameters. */
export class Filter {
  readonly params: unknown[] = [];
  private conds: string[] = [];

  /** Adds a parameter and returns its placeholder. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; each `$?` in it becomes the numbered parameter of the next value. */
  add(cond: string, ...values: unknown[]): this {
    let i = 0;
    this.conds.push(cond.replace(/\$\?/g, () => this.p(values[i++])));
    return this;
  }

  /** `WHERE a AND b …`, or an empty string. */
  where(): string {
    return this.conds.length ? `WHERE ${this.conds.join(' AND ')}` : '';
  }
}
