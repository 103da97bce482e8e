-- Canguro reference server: initial schema.
-- Migrations are forward-only and numbered; server/db/migrate.ts applies each file once, in order,
-- inside a transaction, on PGlite and on PostgreSQL alike (plain SQL, no extension required).

create table sites (
  id integer primary key,
  name text not null
);

create table users (
  id uuid primary key,
  email text not null unique,
  username text not null unique,
  name text not null,
  password_hash text not null,
  role text not null,
  numero_registro text,
  especialidad text,
  enable_change_site boolean not null default true,
  demo boolean not null default false,
  created_at timestamptz not null default now()
);

create table user_sites (
  user_id uuid not null references users (id) on delete cascade,
  site_id integer not null references sites (id),
  primary key (user_id, site_id)
);

-- Refresh tokens rotate: each is stored hashed, used once, and belongs to a family so that a reused
-- token revokes the whole family (a stolen token stops working for the thief and the owner alike).
create table refresh_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  family uuid not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family);

-- First answer of every write, per user and Idempotency-Key (kept at least 24 h).
create table idempotency_keys (
  user_key text not null,
  idem_key text not null,
  request_hash text not null,
  state text not null check (state in ('running', 'done')),
  status integer,
  body text,
  content_type text,
  created_at timestamptz not null default now(),
  primary key (user_key, idem_key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

-- Named parameter sets: Feature_Flags and every catalogue ({ values: [...] }).
create table parameters (
  name text primary key,
  "values" jsonb not null,
  updated_at timestamptz not null default now()
);

create table cie10 (
  code text primary key,
  code_dotted text not null,
  description text not null,
  description_accented text,
  search_text text not null
);

create table histories (
  id uuid primary key,
  code text not null unique,
  site_id integer not null references sites (id),
  patient_name text not null,
  patient_document text,
  mother_name text not null,
  mother_document text not null,
  custodian_document text,
  substitute_mother boolean not null default false,
  birth_date date not null,
  gestational_days integer not null,
  sex char(1) not null check (sex in ('F', 'M')),
  birth_weight_g integer,
  search_text text not null,
  record jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index histories_site on histories (site_id);
create index histories_patient_name on histories (patient_name);

-- Clinical documents with a stage/commit/discard lifecycle (bayley, griffiths, controls, social work).
-- A never-committed draft has status 'draft' and its content in body; a committed document being edited
-- keeps its committed body and holds the staged changes in draft until the next commit or discard.
create table documents (
  id uuid primary key,
  kind text not null,
  history_id uuid not null references histories (id),
  status text not null check (status in ('draft', 'committed')),
  version integer not null default 1,
  body jsonb not null,
  draft jsonb,
  signature jsonb,
  created_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  committed_at timestamptz
);
create index documents_kind_history on documents (kind, history_id);
create index documents_committed on documents (status, committed_at);

-- Row-like records around a history: family members, external-network reports, subsidies, psychosocial
-- risks, social-work activity groups, postponed exams and anthropometry readings.
create table records (
  id uuid primary key,
  kind text not null,
  history_id uuid not null references histories (id),
  body jsonb not null,
  signature jsonb,
  version integer not null default 1,
  created_by uuid references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index records_kind_history on records (kind, history_id);

create table activity_log (
  id bigserial primary key,
  action text not null,
  history_id text,
  url text,
  user_id uuid,
  created_at timestamptz not null default now()
);

create table settings (
  key text primary key,
  value text not null
);
