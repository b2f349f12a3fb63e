-- Review photos are now signed by the shared /files mechanism (file_signing_keys); the workflow's own key
-- table of 040 is no longer read.
DROP TABLE review_file_keys;
