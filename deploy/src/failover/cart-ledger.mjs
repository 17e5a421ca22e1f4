// What a member's client may know about one cart line while instances die under it. An update
// that failed without an answer may have been made or not, and it may even be made AFTER the
// client looked again: a SIGKILLed instance can have sent its COMMIT to PostgreSQL a moment before
// it died, and the server applies it once it reads it. So the client keeps a range [lo, hi] of
// quantities it cannot tell apart, not one number: a failed add widens it (hi + 1), a quantity
// the server answered narrows it from below (a committed add is never undone), and a successful
// add answers exactly lo + 1 … hi + 1 and pins it. A line is lost when the database holds less
// than `lo`, duplicated when it holds more than `hi`.

/** A new ledger for a line the cart does not hold yet. */
export function createCartLedger() {
  return { lo: 0, hi: 0, errors: [] };
}

const describe = (ledger) =>
  ledger.lo === ledger.hi ? String(ledger.lo) : `${ledger.lo}–${ledger.hi}`;

/** A successful add (200) answered the cart holding `quantity`. */
export function addAnswered(ledger, quantity) {
  if (quantity < ledger.lo + 1 || quantity > ledger.hi + 1)
    ledger.errors.push(`after an add: ${quantity}, expected ${ledger.lo + 1}–${ledger.hi + 1}`);
  ledger.lo = quantity;
  ledger.hi = quantity;
}

/** An add that failed without an answer (network error, 502, 503, 504): made or not. */
export function addFailed(ledger) {
  ledger.hi += 1;
}

/** An add the API refused with an error record (4xx): nothing changed, and none was expected. */
export function addRefused(ledger, status, code) {
  ledger.errors.push(`an add was refused: ${status} ${code ?? ''}`.trim());
}

/** A read (200) saw the cart holding `quantity`. */
export function readAnswered(ledger, quantity) {
  if (quantity < ledger.lo || quantity > ledger.hi)
    ledger.errors.push(`read ${quantity}, expected ${describe(ledger)}`);
  // What was read was committed: it stays, and a failed add still pending can only add to it.
  else ledger.lo = quantity;
}

/** A read the API refused (4xx): a member reading their own cart is never refused. */
export function readRefused(ledger, status, code) {
  ledger.errors.push(`a read was refused: ${status} ${code ?? ''}`.trim());
}

/** The database's quantity at the end: the errors of the whole history, and this last one. */
export function settle(ledger, stored) {
  const errors = [...ledger.errors];
  if (stored < ledger.lo) errors.push(`lost: database ${stored}, client ${describe(ledger)}`);
  if (stored > ledger.hi) errors.push(`duplicated: database ${stored}, client ${describe(ledger)}`);
  return errors;
}
