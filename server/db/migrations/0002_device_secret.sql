-- Offline sign-in on the user's devices: each user's device secret, from which a device derives the key
-- that recovers its local data key after a password change (docs/offline-identity.md). Made on first use.
alter table users add column device_secret text;
