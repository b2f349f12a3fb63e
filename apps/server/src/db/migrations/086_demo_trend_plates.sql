-- Trend plates of the demo that charted what its data does not hold: the cases of the monitoring batches
-- were found at the 2022–23 snapshot dates (spec §4), so their monthly trend of this year was all zeros;
-- IoT readings span 30 days, so a monthly mean temperature had two points of twelve; grain plantings span
-- two years, so a five-year sown area started with three years at zero. A database seeded before this
-- migration holds them as the demo made them; only plates still exactly so change. A fresh database has
-- no plates yet: it is seeded after migrating, with the new configuration.
UPDATE plates SET parameters = jsonb_set(parameters, '{by}', '"year"')
 WHERE plate_name IN ('图斑发现趋势', '发现趋势') AND chart_type = 'line' AND parameters->>'by' = 'month'
   AND parameters->'metrics' <@ '["abnormalCount", "occupationCount"]'::jsonb;
UPDATE plates
   SET plate_name = '各区域当前气温', chart_type = 'bar',
       parameters = parameters || '{"by": "area", "metrics": ["airTempNow"]}'::jsonb,
       view = (view - 'smooth') || '{"visual": "bar", "drill": true}'::jsonb
 WHERE menu_key = 34 AND plate_name = '月均气温' AND chart_type = 'line'
   AND parameters->'metrics' = '["airTempDaily"]'::jsonb AND parameters->>'by' = 'month';
UPDATE plates SET plate_name = '月度播种', parameters = jsonb_set(parameters, '{by}', '"month"')
 WHERE plate_name = '年度播种面积' AND chart_type = 'line'
   AND parameters->'metrics' = '["grainSownAreaMu"]'::jsonb AND parameters->>'by' = 'year';
