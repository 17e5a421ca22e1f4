-- The search's GIN index holds the brand beside the text again (issue 38, 2026-11-30), so a term's
-- matches come out of the index already the brand's. On the text alone (0032) the planner ANDed the
-- term's matches with a bitmap of every offer of the brand (offers_category_idx), and that bitmap
-- grows with the brand: at 100x the seed "rabatt" built one of 12,000 offers for 400 matches
-- (0.7 ms of the query's 2.3). With brand_id in the index the same 400 come from 9 index pages. 0032
-- left the brand out because its posting list made a broad prefix cost more at 10x, measured while
-- GIN's pending list still held every grown offer (0040 removed it); a broad term now walks
-- offers_published_idx newest first to the bound of ranked matches instead. btree_gin is 0021's.
DROP INDEX offers_search_idx;
CREATE INDEX offers_search_idx ON offers USING gin (brand_id, search_vector) WITH (fastupdate = off);
