-- Wrong answers given to the non-consuming captcha check; after a few the captcha is void,
-- so the check endpoint cannot be used to guess an answer before spending it on a login.
ALTER TABLE captchas ADD COLUMN attempts int NOT NULL DEFAULT 0;
