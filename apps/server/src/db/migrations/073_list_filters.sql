-- Issue 14: the user-chosen sorts and filters of the paged lists answer within 100 ms at `--scale 10`.

-- The trigram indexes below. PGlite loads pg_trgm beside PostGIS (pglite-worker.mjs); native PostgreSQL has
-- it among its contrib modules (part of Debian's postgresql-15).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A work order's hours as the lists show them (rounded to 2 decimals), stored: the machines' hours of a
-- period are summed per request over every order of the period, and this expression cost more than the rest.
-- (Added before the indexes below: the table is rewritten.)
ALTER TABLE machine_work_orders
  ADD COLUMN hours numeric GENERATED ALWAYS AS (round((extract(epoch FROM end_time - start_time) / 3600)::numeric, 2)) STORED;

-- Keyword filters test `lower(column) LIKE lower('%word%')` (query/keyword.ts: what ILIKE does, without
-- lowercasing the pattern for every row), and these trigram indexes on lower(column) find the rows of a
-- word of three or more letters without reading every row of the county.
CREATE INDEX farms_trgm_idx ON farms USING gin (lower(farm_name) gin_trgm_ops, lower(address) gin_trgm_ops);
CREATE INDEX companies_trgm_idx ON companies USING gin (lower(company_name) gin_trgm_ops, lower(address) gin_trgm_ops);
CREATE INDEX sales_orders_no_trgm_idx ON sales_orders USING gin (lower(order_no) gin_trgm_ops);
CREATE INDEX qualified_certificates_trgm_idx ON qualified_certificates USING gin (
  lower(product_name) gin_trgm_ops, lower(cert_no) gin_trgm_ops, lower(producer_name) gin_trgm_ops,
  lower(trace_code) gin_trgm_ops);
CREATE INDEX inspections_trgm_idx ON inspections USING gin (lower(inspector) gin_trgm_ops);
CREATE INDEX insurance_policies_trgm_idx ON insurance_policies USING gin (lower(policy_no) gin_trgm_ops);
CREATE INDEX loans_trgm_idx ON loans USING gin (lower(loan_no) gin_trgm_ops);
CREATE INDEX machines_trgm_idx ON machines USING gin (lower(machine_no) gin_trgm_ops, lower(brand) gin_trgm_ops);
CREATE INDEX patrol_records_trgm_idx ON patrol_records USING gin (lower(patroller) gin_trgm_ops, lower(remark) gin_trgm_ops);

-- Codes (order, certificate, trace, policy and loan numbers) are ASCII. A keyword with a Chinese character
-- matches only a code with a non-ASCII character (lowercasing ASCII never makes a Chinese one), and these
-- partial indexes list those rows (normally none): `code ~ '[^[:ascii:]]' AND lower(code) LIKE …` reads
-- them alone, where a two-character word (no trigram) would otherwise test every code of the county.
CREATE INDEX sales_orders_no_wide_idx ON sales_orders (id) WHERE order_no ~ '[^[:ascii:]]';
CREATE INDEX qualified_certificates_no_wide_idx ON qualified_certificates (id) WHERE cert_no ~ '[^[:ascii:]]';
CREATE INDEX qualified_certificates_trace_wide_idx ON qualified_certificates (id) WHERE trace_code ~ '[^[:ascii:]]';
CREATE INDEX insurance_policies_no_wide_idx ON insurance_policies (id) WHERE policy_no ~ '[^[:ascii:]]';
CREATE INDEX loans_no_wide_idx ON loans (id) WHERE loan_no ~ '[^[:ascii:]]';

-- The rows of the farms a keyword names (their name or their company's), looked up farm by farm.
CREATE INDEX inspections_farm_idx ON inspections (farm_id);
CREATE INDEX insurance_policies_farm_idx ON insurance_policies (farm_id);
CREATE INDEX loans_farm_idx ON loans (farm_id);
CREATE INDEX quality_detections_farm_idx ON quality_detections (farm_id);
CREATE INDEX machines_farm_idx ON machines (farm_id);

-- Indexes in the user-chosen orders of the big lists: `<column> <dir> NULLS LAST, <unique tie-breaker>`,
-- exactly as query/sort.ts orders, so a page is read along the index instead of sorting the county.
CREATE INDEX sales_orders_time_asc_idx ON sales_orders (order_time ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_time_desc_idx ON sales_orders (order_time DESC NULLS LAST, id DESC);
CREATE INDEX sales_orders_amount_asc_idx ON sales_orders (amount ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_amount_desc_idx ON sales_orders (amount DESC NULLS LAST, id DESC);
CREATE INDEX sales_orders_quantity_asc_idx ON sales_orders (quantity ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_quantity_desc_idx ON sales_orders (quantity DESC NULLS LAST, id DESC);
-- With the machine: a period's orders of an area's machines are counted from this index alone.
CREATE INDEX machine_work_orders_time_asc_idx ON machine_work_orders (start_time ASC NULLS LAST, id DESC)
  INCLUDE (machine_id);
CREATE INDEX machine_work_orders_time_desc_idx ON machine_work_orders (start_time DESC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_mu_asc_idx ON machine_work_orders (work_area_mu ASC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_mu_desc_idx ON machine_work_orders (work_area_mu DESC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_hours_asc_idx ON machine_work_orders ((end_time - start_time) ASC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_hours_desc_idx ON machine_work_orders ((end_time - start_time) DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_issue_desc_idx ON qualified_certificates (issue_date DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_quantity_asc_idx ON qualified_certificates (quantity ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_quantity_desc_idx ON qualified_certificates (quantity DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_prints_asc_idx ON qualified_certificates (print_count ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_prints_desc_idx ON qualified_certificates (print_count DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_product_asc_idx ON qualified_certificates (product_name ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_product_desc_idx ON qualified_certificates (product_name DESC NULLS LAST, id DESC);

-- Sales orders per farm, area, status and product: a keyword names a farm (its name), a product or an order
-- number, so the orders it selects are whole tally rows (farm or product) plus single orders (number).
DROP TABLE sales_order_tallies;
CREATE TABLE sales_order_tallies (
  farm_id int NOT NULL,
  area_id bigint NOT NULL,
  status smallint NOT NULL,
  product_name text NOT NULL,
  orders int NOT NULL,
  quantity numeric NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (farm_id, area_id, status, product_name)
);
CREATE INDEX sales_order_tallies_area_idx ON sales_order_tallies (area_id);
-- The products (a dozen), listed along this index by the keyword filter.
CREATE INDEX sales_order_tallies_product_idx ON sales_order_tallies (product_name);
INSERT INTO sales_order_tallies
  SELECT farm_id, area_id, status, product_name, count(*), sum(quantity), sum(amount) FROM sales_orders GROUP BY 1, 2, 3, 4;

CREATE OR REPLACE FUNCTION sales_order_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sales_order_tallies;
    DELETE FROM sales_farm_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT farm_id, area_id, status, product_name, sum(d)::int AS orders, sum(d * quantity) AS quantity,
             sum(d * amount) AS amount
        FROM r GROUP BY 1, 2, 3, 4)
    INSERT INTO sales_order_tallies AS t (farm_id, area_id, status, product_name, orders, quantity, amount)
      SELECT * FROM d
      ON CONFLICT (farm_id, area_id, status, product_name) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM sales_order_tallies t USING old_rows o
     WHERE t.farm_id = o.farm_id AND t.area_id = o.area_id AND t.status = o.status
       AND t.product_name = o.product_name AND t.orders = 0;
  END IF;
  -- The farms' rows of sales_farm_tallies are derived from their rows above: locked first (in farm order),
  -- then recomputed by a later statement, whose snapshot holds what a concurrent writer of the same farm
  -- committed while this one waited for the lock.
  EXECUTE format($q$
    INSERT INTO sales_farm_tallies (farm_id, area_id, orders, quantity, amount)
      SELECT DISTINCT farm_id, NULL::bigint, 0, 0, 0 FROM (%s) r ORDER BY 1
      ON CONFLICT (farm_id) DO NOTHING$q$, src);
  EXECUTE format($q$
    SELECT 1 FROM sales_farm_tallies WHERE farm_id IN (SELECT farm_id FROM (%s) r) ORDER BY farm_id FOR UPDATE$q$, src);
  EXECUTE format($q$
    UPDATE sales_farm_tallies f
       SET area_id = x.area_id, orders = x.orders, quantity = x.quantity, amount = x.amount
      FROM (SELECT farm_id, CASE WHEN min(area_id) = max(area_id) THEN min(area_id) END AS area_id,
                   sum(orders)::int AS orders, sum(quantity) AS quantity, sum(amount) AS amount
              FROM sales_order_tallies WHERE status <> 4 AND farm_id IN (SELECT farm_id FROM (%s) r) GROUP BY farm_id) x
     WHERE f.farm_id = x.farm_id$q$, src);
  EXECUTE format($q$
    DELETE FROM sales_farm_tallies f
     WHERE f.farm_id IN (SELECT farm_id FROM (%s) r)
       AND NOT EXISTS (SELECT 1 FROM sales_order_tallies t WHERE t.farm_id = f.farm_id AND t.status <> 4)$q$, src);
  RETURN NULL;
END $$;

-- Farms per company (the company list sorted by its farms' count or area).
CREATE TABLE company_farm_tallies (
  company_id int PRIMARY KEY,
  farms int NOT NULL,
  farm_area_mu numeric NOT NULL
);
INSERT INTO company_farm_tallies SELECT company_id, count(*), sum(farm_area_mu) FROM farms GROUP BY 1;

CREATE FUNCTION company_farm_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM company_farm_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT company_id, sum(d)::int AS farms, sum(d * farm_area_mu) AS mu FROM r GROUP BY 1)
    INSERT INTO company_farm_tallies AS t SELECT * FROM d
      ON CONFLICT (company_id) DO UPDATE SET farms = t.farms + EXCLUDED.farms, farm_area_mu = t.farm_area_mu + EXCLUDED.farm_area_mu$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM company_farm_tallies t USING old_rows o WHERE t.company_id = o.company_id AND t.farms = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER company_farm_tally_ins AFTER INSERT ON farms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_upd AFTER UPDATE ON farms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_del AFTER DELETE ON farms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_trunc AFTER TRUNCATE ON farms FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();

-- The planner's figures for the new tables and indexes (PGlite runs no autovacuum to gather them).
ANALYZE sales_order_tallies;
ANALYZE company_farm_tallies;
ANALYZE farms;
ANALYZE companies;
ANALYZE sales_orders;
ANALYZE qualified_certificates;
ANALYZE machine_work_orders;
ANALYZE inspections;
ANALYZE insurance_policies;
ANALYZE loans;
ANALYZE quality_detections;
ANALYZE patrol_records;
ANALYZE machines;
