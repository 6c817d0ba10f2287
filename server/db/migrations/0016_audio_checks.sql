-- Issue #34: the upload check of stored audio (server/releases/audio.ts; a FLAC decoded whole),
-- one row per storage key (stored files never change under their key). Uploads that fail it are
-- not stored, so a new file's row records a pass; files stored before the check are checked when
-- their release is submitted, and the result kept here.
create table audio_checks (
  storage_key text primary key,
  -- the AudioRefusal code and message of a file that fails the check; null when it passes
  refusal_code text,
  refusal_message text,
  checked_at timestamptz not null default now()
);
