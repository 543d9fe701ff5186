-- The admin's message list is read a page at a time (docs/product.md §7 "Load messages"), with
-- the count of unread messages beside it: this partial index lets that count read only the
-- unread rows' ids, however many messages are kept.
CREATE INDEX contact_submissions_unread ON contact_submissions (id) WHERE is_read = 0;
