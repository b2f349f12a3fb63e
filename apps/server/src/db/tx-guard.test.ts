import { describe, expect, it } from 'vitest';
import { assertOutsideTx, besideTx, runAsTx } from './tx-guard';

describe('the transaction guard', () => {
  it('refuses the database inside its own transaction, and lets work placed beside it through', async () => {
    const db = {};
    await expect(runAsTx(db, async () => assertOutsideTx(db, 'a statement'))).rejects.toThrow(
      /inside one of its transactions/,
    );
    await expect(
      runAsTx(db, () => besideTx(async () => assertOutsideTx(db, 'a statement'))),
    ).resolves.toBeUndefined();
    // Another database's transaction does not hold this one.
    await expect(runAsTx({}, async () => assertOutsideTx(db, 'a statement'))).resolves.toBeUndefined();
  });
});
