import { pageFilesOfModule, routePageFiles, routesOfModule } from './page-chunks.mjs';

// The shape webpack 5 and terser give a remote's exposed module (mf-auth's, shortened).
const SOURCE = [
  '"use strict";(self.webpackChunkmf_auth=self.webpackChunkmf_auth||[]).push([[125],{312(e,n,a){',
  'const d=(0,t.remoteModuleFromData)("mf_auth",i,{',
  'signIn:()=>Promise.all([a.e(60),a.e(443),a.e(500)]).then(()=>a(7500)).then(e=>({Page:e.SignInPage})),',
  'forgotPassword:()=>a.e(990).then(()=>a(2990)).then(e=>({Page:e.ForgotPasswordPage})),',
  'setUp:()=>Promise.all([a.e(443),a.e(844),a.e(256)]).then(()=>a(7256))});},',
  `4509(e){e.exports=JSON.parse('{"routes":[{"page":"signIn","path":"/","section":"auth"},`,
  `{"page":"forgotPassword","path":"/forgotpassword","section":"auth"},`,
  `{"page":"setUp","path":"/","section":"setUp"}],"slots":["it\\'s"]}')}}]);`,
].join('');
const ASYNC = ['60.abe2a85b31.js', '500.8f19c9761f.js', '990.846bbc0c7d.js', '844.2456840860.js'];

describe('page chunks of a built module', () => {
  test('reads the routes data and each page loader, keeping only files the manifest lists', () => {
    expect(routesOfModule(SOURCE).map((r) => r.page)).toEqual([
      'signIn',
      'forgotPassword',
      'setUp',
    ]);
    expect(pageFilesOfModule(SOURCE, ASYNC)).toEqual({
      signIn: ['60.abe2a85b31.js', '500.8f19c9761f.js'],
      forgotPassword: ['990.846bbc0c7d.js'],
      setUp: ['844.2456840860.js'],
    });
  });

  test("gives the route's page files by path and section", () => {
    expect(routePageFiles(SOURCE, ASYNC, { path: '/', section: 'setUp' })).toEqual([
      '844.2456840860.js',
    ]);
    expect(routePageFiles(SOURCE, ASYNC, { path: '/forgotpassword', section: 'auth' })).toEqual([
      '990.846bbc0c7d.js',
    ]);
  });

  test('gives nothing, never an error, for output it cannot read', () => {
    expect(routePageFiles('garbage', ASYNC, { path: '/', section: 'auth' })).toEqual([]);
    expect(routesOfModule(`JSON.parse('{"routes":[oops]}')`)).toEqual([]);
  });
});
