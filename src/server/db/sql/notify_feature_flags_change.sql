-- Every instance caches the flags; trigger feature_flags_cache calls this to tell all of them
-- (LISTEN smartsplit_flags) to drop the cache whenever the table changes, however it changed, at the
-- commit of the change.
CREATE OR REPLACE FUNCTION "notify_feature_flags_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_flags', '');
  RETURN NULL;
END;
$$;
