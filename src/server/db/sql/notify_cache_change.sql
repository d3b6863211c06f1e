-- Every instance caches the settings, the blocked BINs, the fee overrides and API keys for the
-- payment path; the triggers that call this (argument 'settings' or 'keys') tell all of them
-- (LISTEN smartsplit_cache) to drop a cache when its source changes, however it changed. The payment
-- write re-checks each (record_payment), so correctness never rests on the notification arriving
-- first; it keeps the caches fresh.
CREATE OR REPLACE FUNCTION "notify_cache_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_cache', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
