// mf-offer: builds alone into dist/<version>/ and exposes only ./module.
const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_offer',
  port: 3003,
  title: 'mf-offer (standalone)',
  exposes: { './module': './src/exposes/module.ts' },
  routes: './src/exposes/routes.json',
  server: true,
});
