-- Social-work activities are addressed by their own id (`_id` in their group's `records` list), no longer
-- by their position, which moves when an earlier record is removed. The server has always written an
-- `_id`; a record stored without one, or with one an earlier record of its group already has (an import,
-- a restored copy), gets a fresh one here, in place, the list's order kept. The group's version does not
-- move: no activity changed, so no device's edit becomes stale by it.
with fixed as (
  select g.id, (
    select jsonb_agg(
      case when s.needs_id then s.value || jsonb_build_object('_id', gen_random_uuid()::text) else s.value end
      order by s.ordinality)
    from (
      select e.value, e.ordinality,
        jsonb_typeof(e.value) = 'object' and (
          coalesce(jsonb_typeof(e.value -> '_id'), '') <> 'string'
          or e.value ->> '_id' = ''
          or row_number() over (partition by e.value ->> '_id' order by e.ordinality) > 1
        ) as needs_id
      from jsonb_array_elements(g.body -> 'records') with ordinality as e(value, ordinality)
    ) as s
  ) as records
  from records as g
  where g.kind = 'social-work-activity'
    and jsonb_typeof(g.body -> 'records') = 'array'
    and jsonb_array_length(g.body -> 'records') > 0
)
update records
set body = jsonb_set(records.body, '{records}', fixed.records)
from fixed
where records.id = fixed.id and fixed.records is distinct from records.body -> 'records';
