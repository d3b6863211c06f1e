-- hand-written below
-- Written by `npm run db:function` from src/server/db/sql/time_ordered_uuid.sql: change the source files, not this copy.
-- A version 7 UUID (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest random
-- (74 random bits, from gen_random_uuid). Keys made from it grow with time, so a B-tree index on
-- them takes each new key at its right-hand edge, and rows made close together have keys close
-- together, instead of every insert landing on a random leaf page (docs/decisions/0050).
-- PostgreSQL 18 has uuidv7(); this one also runs on 17, the oldest an external DATABASE_URL may be.
-- The bits: gen_random_uuid() sets version 4 (0100) in the high half of byte 6; setting bits 52 and
-- 53 (bytea bits count from the least significant bit of the first byte) makes it 0111, version 7.
-- Its variant bits (10) are already those of RFC 9562.
CREATE OR REPLACE FUNCTION "time_ordered_uuid"() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
