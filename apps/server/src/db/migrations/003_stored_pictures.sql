-- Pictures kept as files in the picture store (DATA_DIR/files or an S3 bucket, files/store): the key of a
-- row's file, `<area code>/<kind>/<name>`. Null where there is none: the demo draws those rows' pictures,
-- and review photos uploaded before the store stay under DATA_DIR/uploads/review.
ALTER TABLE camera_ai_images ADD COLUMN file_key text;
ALTER TABLE pest_images ADD COLUMN file_key text;
ALTER TABLE review_uploads ADD COLUMN file_key text;
