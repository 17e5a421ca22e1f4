import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type OfferFeedItem } from '@klubb/contracts';
import { linkButtonClassName, useTypedBeforeHydration } from '@klubb/ui';

import { useCategories } from '../../../api/category-queries';
import { PagedOfferList } from '../../../components/paged-offer-list/paged-offer-list';
import { FEEDS_NAMESPACE } from '../../../i18n';
import { useOfferSearch } from '../hooks/use-offer-search';

import styles from './search-page.module.css';

const hrefOf = (offer: OfferFeedItem) => paths.searchResult.build(offer.type, offer.id);

/** Search at /search: a search box, and the matching offers, paged; a result opens /search/{type}/{id}. */
export function SearchPage() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const search = useOfferSearch();
  const { names } = useCategories();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A search typed into the server's page before the app took it over still runs.
  useTypedBeforeHydration(form, { q: (typed) => search.setText((current) => current || typed) });
  // Arriving here from the feed's search box, the member is about to type.
  useEffect(() => input.current?.focus(), []);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('search.title')}</h1>
      <form
        ref={form}
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <label className={styles.field}>
          <span className="k-visually-hidden">{t('search.label')}</span>
          <input
            ref={input}
            type="search"
            name="q"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
      </form>
      {search.query ? (
        <PagedOfferList
          state={search.state}
          onLoadMore={search.loadMore}
          onRetry={search.retry}
          silentErrors
          label={t('search.results')}
          hrefOf={hrefOf}
          categoryNames={names}
          emptyText={t('search.noResults', { query: search.query })}
          emptyAction={
            <Link className={linkButtonClassName('secondary')} to={paths.mixedFeed.build()}>
              {t('search.noResultsAction')}
            </Link>
          }
          countText={(count) => t('search.count', { count })}
        />
      ) : (
        <p className={styles.prompt}>{t('search.prompt')}</p>
      )}
    </div>
  );
}
