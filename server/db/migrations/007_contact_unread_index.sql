-- The admin's message list is read a page at a time (docs/product.md §7 "Load messages"), with
-- the count of unread messages beside it: this index lets that count read only the unread
-- entries of the index, however many messages are kept.
CREATE INDEX contact_submissions_is_read ON contact_submissions (is_read);
