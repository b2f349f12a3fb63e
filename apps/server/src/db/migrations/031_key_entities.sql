-- Key business entities (重点经营主体): the leading entities a bureau recognises and follows — agricultural
-- industrialisation leading enterprises (龙头企业), model cooperatives (示范社) and model family farms by the
-- level of government that recognised them, and the large-scale operators (规模经营主体). A designation is
-- the bureau's record, not a property of the registration, so it is a table of its own beside companies;
-- an entity holds at most one designation of each kind (a re-recognition at a higher level updates it).
-- Each row belongs to the area of its entity, so the directory is area-scoped like the other registers.

CREATE TABLE key_entities (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id),
  -- 1 农业产业化龙头企业, 2 农民合作社示范社, 3 示范家庭农场, 4 规模经营主体.
  key_category smallint NOT NULL CHECK (key_category BETWEEN 1 AND 4),
  -- 1 国家级, 2 省级, 3 市级, 4 区县级; a 规模经营主体 is one by its size and may have no level.
  key_level smallint CHECK (key_level BETWEEN 1 AND 4),
  recognized_year smallint CHECK (recognized_year BETWEEN 1980 AND 2100),
  -- The recognising document (认定文号), e.g. 沪农委〔2021〕88号.
  document_no text,
  area_id bigint NOT NULL REFERENCES areas(id),
  UNIQUE (company_id, key_category),
  CHECK (key_category = 4 OR key_level IS NOT NULL)
);
CREATE INDEX key_entities_area_idx ON key_entities (area_id);
