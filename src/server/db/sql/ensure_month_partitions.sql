-- Monthly partitions of the tables that grow with every call (decision 0044): api_request_logs, events
-- and webhook_deliveries, each partitioned by range of created_at, one partition per UTC month named
-- <table>_pYYYY_MM, and a <table>_default partition that catches any row outside them, so an insert
-- never fails for want of a partition. This makes sure p_parent has a partition for every month from
-- the one holding p_from to p_months_ahead months after the current one, and returns how many it made.
--
-- A new partition is built beside the table and then attached, because ATTACH PARTITION locks the
-- parent only against other schema changes (SHARE UPDATE EXCLUSIVE), whereas CREATE TABLE ... PARTITION
-- OF would queue every insert behind any long read of the table. Rows of that month already in the
-- default partition move into it first. An advisory lock makes two instances running this at once take
-- turns, and a short lock_timeout makes a run that cannot get its locks fail (the job tries again)
-- rather than hold up writers behind it.
CREATE OR REPLACE FUNCTION "ensure_month_partitions"(p_parent text, p_from timestamptz, p_months_ahead integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_month timestamp := date_trunc('month', p_from AT TIME ZONE 'UTC');
  v_last timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => p_months_ahead);
  v_name text;
  v_lower timestamptz;
  v_upper timestamptz;
  v_made integer := 0;
BEGIN
  PERFORM set_config('lock_timeout', '5s', true);
  PERFORM pg_advisory_xact_lock(hashtext('ensure_month_partitions:' || p_parent));
  WHILE v_month <= v_last LOOP
    v_name := p_parent || '_p' || to_char(v_month, 'YYYY_MM');
    IF to_regclass(v_name) IS NULL THEN
      v_lower := v_month AT TIME ZONE 'UTC';
      v_upper := (v_month + interval '1 month') AT TIME ZONE 'UTC';
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', v_name, p_parent);
      EXECUTE format(
        'WITH moved AS (DELETE FROM %I WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
        p_parent || '_default', v_name) USING v_lower, v_upper;
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_parent, v_name, v_lower, v_upper);
      v_made := v_made + 1;
    END IF;
    v_month := v_month + interval '1 month';
  END LOOP;
  RETURN v_made;
END;
$$;
