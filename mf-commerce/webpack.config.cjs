// mf-commerce: builds alone into dist/<version>/ and exposes only ./module.
const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_commerce',
  port: 3004,
  title: 'mf-commerce (standalone)',
  exposes: { './module': './src/exposes/module.ts' },
  routes: './src/exposes/routes.json',
});
