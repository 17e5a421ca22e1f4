import {
  addAnswered,
  addFailed,
  addRefused,
  createCartLedger,
  readAnswered,
  settle,
} from './cart-ledger.mjs';

describe('the failover client’s cart ledger', () => {
  it('accepts an add whose COMMIT reached PostgreSQL after the client read the cart again', () => {
    // The history that made the first version of the check report a bad cart line: add, add,
    // an add whose instance was SIGKILLed, a read that still saw 2, then the COMMIT the dead
    // instance had sent lands, and the next add answers 4.
    const ledger = createCartLedger();
    addAnswered(ledger, 1);
    addAnswered(ledger, 2);
    addFailed(ledger);
    readAnswered(ledger, 2);
    addAnswered(ledger, 4);
    expect(settle(ledger, 4)).toEqual([]);
  });

  it('accepts a failed add that was never made, whatever the reads before', () => {
    const ledger = createCartLedger();
    addAnswered(ledger, 1);
    addFailed(ledger);
    readAnswered(ledger, 1);
    addAnswered(ledger, 2);
    expect(settle(ledger, 2)).toEqual([]);
    // Still ambiguous at the end: both outcomes are right.
    const open = createCartLedger();
    addFailed(open);
    expect(settle(open, 0)).toEqual([]);
    expect(settle(open, 1)).toEqual([]);
  });

  it('finds a lost line: the database holds less than an answer said', () => {
    const ledger = createCartLedger();
    addAnswered(ledger, 1);
    addAnswered(ledger, 2);
    expect(settle(ledger, 1)).toEqual(['lost: database 1, client 2']);
  });

  it('finds a committed add undone, and a duplicated add', () => {
    const undone = createCartLedger();
    addFailed(undone);
    readAnswered(undone, 1);
    expect(settle(undone, 0)).toEqual(['lost: database 0, client 1']);

    const twice = createCartLedger();
    addAnswered(twice, 1);
    addAnswered(twice, 3);
    expect(twice.errors).toEqual(['after an add: 3, expected 2–2']);
    const extra = createCartLedger();
    addFailed(extra);
    expect(settle(extra, 2)).toEqual(['duplicated: database 2, client 0–1']);
  });

  it('reports a refused add or a read outside the range instead of taking it as the cart', () => {
    const ledger = createCartLedger();
    addAnswered(ledger, 1);
    addRefused(ledger, 401, 'auth/invalid-token');
    readAnswered(ledger, 0);
    expect(ledger.errors).toEqual([
      'an add was refused: 401 auth/invalid-token',
      'read 0, expected 1',
    ]);
    expect(ledger.lo).toBe(1);
  });
});
