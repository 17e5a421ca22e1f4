// `node scripts/failover.mjs`: the failover proof of the deploy topology (issue 17), which lives
// beside it in deploy/src/failover/ (main.mjs says what it does and reads).
await import('../deploy/src/failover/main.mjs');
