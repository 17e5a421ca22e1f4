// mf-more: builds alone into dist/<version>/ and exposes only ./module.
const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_more',
  port: 3005,
  title: 'mf-more (standalone)',
  exposes: { './module': './src/exposes/module.ts' },
  routes: './src/exposes/routes.json',
});
