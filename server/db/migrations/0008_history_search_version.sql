-- The server keeps the history search in memory (server/search/history-search.ts). This counter moves
-- with every statement that changes `histories`, whoever runs it (a server, the seed, a clinical system
-- loading histories), so each server knows when to build its index again.
create table history_search_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into history_search_version (version) values (1);

create function bump_history_search_version() returns trigger language plpgsql as $$
begin
  update history_search_version set version = version + 1;
  return null;
end $$;

create trigger histories_search_version
  after insert or update or delete or truncate on histories
  for each statement execute function bump_history_search_version();
