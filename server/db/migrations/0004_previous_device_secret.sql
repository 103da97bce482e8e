-- The device secret rotates when an administrator sets a user's password; the one before it is kept, so the
-- user's next sign-in on a device still recovers that device's data key and rewraps it under the new one
-- (docs/offline-identity.md).
alter table users add column previous_device_secret text;
