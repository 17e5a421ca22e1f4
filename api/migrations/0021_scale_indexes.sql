-- Cost stays flat as the data grows (issue 38).
--
-- Search: the brand's text-search configuration is a constant in the query, so the GIN index can
-- answer `search_vector @@ to_tsquery('swedish', ...)`; with brand_id in the same GIN index
-- (btree_gin) one brand's search never reads another brand's matches. btree_gin is a trusted
-- contrib extension on PostgreSQL 13+ and ships with PGlite (loaded in pglite-database.ts). It is
-- created in `public` so that a database with several schemas (the API tests' one per run) shares
-- one copy, which dropping one schema does not take away.
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
DROP INDEX offers_search_idx;
CREATE INDEX offers_search_idx ON offers USING gin (brand_id, search_vector);

-- The public cache's expiry check (next-offer-change.ts): the earliest publish and end time still
-- ahead, each one index probe.
CREATE INDEX offers_published_idx ON offers (brand_id, published_at);
CREATE INDEX offers_ends_idx ON offers (brand_id, ends_at) WHERE ends_at IS NOT NULL;

-- Category feeds page by the same keyset as the feed: (sort_order, published_at, id) per category.
CREATE INDEX offers_category_feed_idx
  ON offers (brand_id, category_id, sort_order DESC, published_at DESC, id DESC);

-- Order history pages by (created_at, id), newest first.
DROP INDEX orders_user_idx;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
