-- The search's GIN index on the text alone (issue 38, session 19). With brand_id inside it
-- (btree_gin, migration 0021) every search also read the posting list of the brand's id, which
-- holds every offer of the brand: a broad prefix ("rabatt:*") cost grew with the brand's offers
-- (0.15 ms at the seed, 0.99 ms at 10x), and below ~2,000 offers the planner chose a sequential scan
-- instead (0.48x of the 1x rate in the scale bench). On the text alone the index answers the
-- term's matches (0.02 ms at 10x); the brand is a cheap filter of those, or a bitmap AND with
-- offers_category_idx. btree_gin stays installed (0021 created it; migrations are append-only).
DROP INDEX offers_search_idx;
CREATE INDEX offers_search_idx ON offers USING gin (search_vector);
