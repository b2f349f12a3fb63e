-- Party building (党建引领) of villages and towns: the party organisations with their members, and what
-- they do (三会一课, 主题党日, volunteer service, training, 为民办实事). A bureau imports both; the 党建引领
-- dashboard counts them.
CREATE TABLE party_organizations (
  id serial PRIMARY KEY,
  org_name text NOT NULL,
  -- 1 党委, 2 党总支, 3 党支部.
  org_type smallint NOT NULL CHECK (org_type BETWEEN 1 AND 3),
  area_id bigint NOT NULL REFERENCES areas(id),
  member_count int NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  -- Members under 35, for the age structure the organisation department reports.
  young_member_count int NOT NULL DEFAULT 0 CHECK (young_member_count >= 0 AND young_member_count <= member_count),
  secretary_name text,
  established_date date,
  UNIQUE (area_id, org_name)
);
CREATE INDEX party_organizations_area_idx ON party_organizations (area_id);

CREATE TABLE party_activities (
  id serial PRIMARY KEY,
  org_id int NOT NULL REFERENCES party_organizations(id) ON DELETE CASCADE,
  area_id bigint NOT NULL,
  title text NOT NULL,
  -- 1 三会一课, 2 主题党日, 3 志愿服务, 4 党员培训, 5 为民办实事.
  activity_type smallint NOT NULL CHECK (activity_type BETWEEN 1 AND 5),
  activity_date date NOT NULL,
  participants int NOT NULL DEFAULT 0 CHECK (participants >= 0),
  -- Volunteer hours of the activity (志愿服务 and 为民办实事), 0 for meetings.
  service_hours numeric(8, 1) NOT NULL DEFAULT 0 CHECK (service_hours >= 0),
  content text,
  UNIQUE (org_id, activity_date, title)
);
CREATE INDEX party_activities_area_idx ON party_activities (area_id, activity_date DESC);
