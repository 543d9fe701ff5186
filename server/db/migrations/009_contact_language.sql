-- The language of the page a contact message was sent from (README "How it fits together": the
-- language routes): 'cy' from the Welsh contact page, else 'en'. Messages sent before it read 'en'.
ALTER TABLE contact_submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'cy'));
