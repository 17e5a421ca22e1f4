-- Interest registrations: the waiting list of a sold-out ticket (spec §3 Order, §4 Item
-- availability). Each is an order paid by 'interest_registration' for one ticket variant; the
-- variant is kept on the order so one unique index makes a member's second registration of the
-- same ticket impossible, whatever runs at once (the API inserts with ON CONFLICT DO NOTHING).
ALTER TABLE orders ADD COLUMN interest_item_variant_id text;

UPDATE orders o SET interest_item_variant_id = (
  SELECT min(i.item_variant_id) FROM order_items i WHERE i.order_id = o.id
)
WHERE o.payment_method = 'interest_registration';

-- Only an interest registration names the ticket it waits for.
ALTER TABLE orders ADD CONSTRAINT orders_interest_item_variant_check
  CHECK (interest_item_variant_id IS NULL OR payment_method = 'interest_registration');

CREATE UNIQUE INDEX orders_interest_once_idx ON orders (user_id, interest_item_variant_id)
  WHERE payment_method = 'interest_registration';
