-- An administrator deactivates a user instead of deleting them: what they wrote names them (signatures,
-- created_by), so the row stays; a deactivated user cannot sign in and their tokens stop working.
alter table users add column active boolean not null default true;
