import { missingChangesets, packagesInChangeset } from './check-changesets.mjs';

describe('check-changesets', () => {
  it('reads the packages a changeset bumps from its front matter', () => {
    const text = '---\n\'@klubb/sdk\': patch\n"@klubb/ui": minor\n---\n\nAdds `useThing`.\n';
    expect(packagesInChangeset(text)).toEqual(['@klubb/sdk', '@klubb/ui']);
    expect(packagesInChangeset('no front matter')).toEqual([]);
  });

  it('asks for a changeset for each changed report without one or a version bump', () => {
    const changedReports = [
      'shared/sdk/api-report/sdk.api.md',
      'shared/ui/api-report/ui.api.md',
      'shared/i18n/api-report/i18n.api.md',
      'shared/sdk/src/index.ts',
    ];
    expect(
      missingChangesets({
        changedReports,
        pending: new Set(['@klubb/sdk']),
        bumped: new Set(['@klubb/ui']),
      }),
    ).toEqual(['@klubb/i18n']);
    expect(missingChangesets({ changedReports, pending: new Set(), bumped: new Set() })).toEqual([
      '@klubb/sdk',
      '@klubb/ui',
      '@klubb/i18n',
    ]);
  });
});
