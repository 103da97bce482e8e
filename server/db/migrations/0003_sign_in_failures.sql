-- Failed sign-ins, so that repeated failures are throttled per account and per address across every
-- server process on the database (server/auth/sign-in-throttle.ts). Rows older than the window are pruned.
create table sign_in_failures (
  id bigserial primary key,
  account text not null,
  address text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_account on sign_in_failures (account, failed_at);
create index sign_in_failures_address on sign_in_failures (address, failed_at);
