-- Full-text search over title, teaser and preamble (issue 3), in the brand's language: Swedish or
-- Norwegian stemming, title weighted above teaser above preamble. The configuration is stored per
-- offer so the vector can be a generated column and the index a plain GIN index.
ALTER TABLE offers
  ADD COLUMN search_config regconfig NOT NULL DEFAULT 'simple',
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(search_config, title), 'A') ||
    setweight(to_tsvector(search_config, teaser_line), 'B') ||
    setweight(to_tsvector(search_config, preamble), 'C')
  ) STORED;

UPDATE offers SET search_config = CASE brands.language
    WHEN 'sv' THEN 'swedish'::regconfig
    WHEN 'nb' THEN 'norwegian'::regconfig
    ELSE 'english'::regconfig
  END
  FROM brands WHERE brands.id = offers.brand_id;

CREATE INDEX offers_search_idx ON offers USING gin (search_vector);
