// `node scripts/bench-nginx.mjs`: requests per second through nginx with 1, 2 and 3 API instances,
// the deploy topology's bench (deploy/bench/nginx-instances.mjs says what it does and reads).
await import('../deploy/bench/nginx-instances.mjs');
