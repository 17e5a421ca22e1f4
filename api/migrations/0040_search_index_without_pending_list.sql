-- The search's GIN index writes each new offer's words straight into the index (issue 38,
-- session 25). With GIN's default `fastupdate` an insert only appends to a pending list, and
-- every search reads that whole list, unsorted, until a VACUUM or an autoanalyze merges it (up to
-- gin_pending_list_limit, 4 MB). Offers are written by operators a few at a time and searched by
-- every member on every keystroke, so the cheaper insert is the wrong trade: at 100x the seed a
-- search for "rabatt" read 135 pages of the pending list and 3 of the index.
ALTER INDEX offers_search_idx SET (fastupdate = off);
-- What is already pending is merged now (the setting applies to later inserts only).
SELECT gin_clean_pending_list('offers_search_idx'::regclass);
