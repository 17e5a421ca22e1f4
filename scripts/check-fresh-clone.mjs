// `unshare -n sh -c 'ip link set lo up && exec node scripts/check-fresh-clone.mjs [--reuse-builds] [--ref C]'`:
// the README's first command as a newcomer meets it (e2e/check-fresh-clone.mjs says what it checks).
await import('../e2e/check-fresh-clone.mjs');
