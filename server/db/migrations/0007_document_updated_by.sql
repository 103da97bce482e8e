-- Who changed a document last (stage, commit or discard of its changes). A device that finds its write
-- refused for a newer version shows the other side's values with who wrote them and when
-- (docs/offline.md "Conflicts"). Null until the next change: the answer then names the creator.
alter table documents add column updated_by uuid references users (id);
