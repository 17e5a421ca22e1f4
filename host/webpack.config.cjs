// The host shell: no static remotes; remotes.json tells it at run time where they are.
const path = require('node:path');

const { createAppConfig } = require('@klubb/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Klubb',
  server: './src/server/render.tsx',
  runtimePlugins: [
    path.join(__dirname, 'src/features/federation/remote-fetch-plugin.ts'),
    path.join(__dirname, 'src/features/federation/error-load-remote-plugin.ts'),
  ],
});
