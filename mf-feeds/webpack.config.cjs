// mf-feeds: the mixed feed, the type feeds and search. Exposes only ./module.
const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_feeds',
  port: 3002,
  title: 'mf-feeds (standalone)',
  exposes: { './module': './src/exposes/module.ts' },
  routes: './src/exposes/routes.json',
  server: true,
});
