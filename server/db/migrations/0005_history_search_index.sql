-- The history search matches every word of the query as a substring of the folded search_text
-- (`search_text like '%word%'`, server/repositories/histories.ts). A trigram index answers that without
-- reading every history; pg_trgm ships with PostgreSQL (a trusted extension since 13: the database's owner
-- may create it) and with PGlite (loaded by server/db/database.ts).
create extension if not exists pg_trgm;
create index histories_search_trgm on histories using gin (search_text gin_trgm_ops);
