// mf-auth: builds alone into dist/<version>/ and exposes only ./module.
const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3001,
  title: 'mf-auth (standalone)',
  exposes: { './module': './src/exposes/module.ts' },
  routes: './src/exposes/routes.json',
});
