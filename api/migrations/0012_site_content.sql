-- The brand's FAQ and site config (spec §3): the More section's FAQ and About pages, and the
-- support pop-up's contact. Texts are in the brand's language.
CREATE TABLE faqs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX faqs_brand_idx ON faqs (brand_id, sort_order, id);

CREATE TABLE site_configs (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  about_header text NOT NULL,
  about_body text NOT NULL,
  customer_service_text text NOT NULL,
  contact_email text NOT NULL,
  contact_phone text NOT NULL,
  chat_url text,
  gdpr_label text NOT NULL,
  gdpr_url text NOT NULL,
  terms_label text NOT NULL,
  terms_url text NOT NULL
);
