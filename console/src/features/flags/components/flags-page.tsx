import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { brandFlagsSchema, type BrandFlags } from '@klubb/contracts';
import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { brandQueryOptions, registryChanges } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

const FLAGS = brandFlagsSchema.keyof().options;

interface FlagChange {
  flag: keyof BrandFlags;
  on: boolean;
}

/** The brand's feature flags, each a switch; a change is live at the brand's next page load. */
export function FlagsPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const brandId = useParams().brandId ?? '';
  const brand = useQuery(brandQueryOptions(brandId));
  const name = brand.data?.brand.name ?? brandId;
  const change = useChange<FlagChange>({
    change: ({ flag, on }) => registryChanges.setBrandFlags({ brandId, flags: { [flag]: on } }),
    describe: ({ flag, on }) =>
      t(on ? 'done.flagOn' : 'done.flagOff', { flag: t(`flags.${flag}`), brand: name }),
  });
  if (brand.isPending) return <PageSkeleton />;
  if (brand.isError) return <ErrorText error={brand.error} />;
  const flags = brand.data.brand.flags;
  return (
    <section className={ui.stack} aria-labelledby="flags-title">
      <h2 id="flags-title">{t('flags.title')}</h2>
      <p className={ui.muted}>{t('flags.intro', { brand: name })}</p>
      <ul className={ui.grid}>
        {FLAGS.map((flag) => (
          <li key={flag} className={ui.card}>
            <label className={ui.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={flags[flag]}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ flag, on: event.target.checked })}
              />
              {t(`flags.${flag}`)}
            </label>
          </li>
        ))}
      </ul>
      <ErrorText error={change.error} />
    </section>
  );
}
