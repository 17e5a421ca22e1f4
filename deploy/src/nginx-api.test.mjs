import { apiHttpBlock, apiServer } from './nginx-api.mjs';

const settings = { listen: ['127.0.0.1:4000'], upstreams: ['127.0.0.1:4101', '127.0.0.1:4102'] };
const server = apiServer(settings).join('\n');

describe('the API front (nginx-api.mjs)', () => {
  it('balances over every instance, with keep-alive and a passive health check', () => {
    const upstream = apiHttpBlock(settings).join('\n');
    expect(upstream).toContain('server 127.0.0.1:4101 max_fails=1 fail_timeout=5s;');
    expect(upstream).toContain('server 127.0.0.1:4102 max_fails=1 fail_timeout=5s;');
    expect(upstream).toMatch(/keepalive \d+;/);
  });

  it('retries on another instance only where it cannot do harm', () => {
    // PUT and DELETE (a cart update adds) go to the location that never retries.
    expect(server).toContain('if ($request_method ~ ^(PUT|DELETE)$) { return 418; }');
    expect(server).toMatch(/location @klubb_api_no_retry \{[^}]*proxy_next_upstream off;/);
    // The rest on a connection error or time-out only; never a POST once sent (no non_idempotent).
    expect(server).toContain('proxy_next_upstream error timeout;');
    expect(server).not.toContain('non_idempotent');
  });

  it('keeps a client’s idle connection longer than clients do, so the client closes first', () => {
    // With 5 s, a client reusing its connection as nginx closed it saw a failed GET.
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(server)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(60);
  });
});
