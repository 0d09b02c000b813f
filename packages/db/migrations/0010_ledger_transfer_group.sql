-- Transfers between a user's own funding and trading accounts, a whole group in one statement (group commit in one
-- round trip and one durable commit; see apps/server/src/features/money/assets/transfer.ts). `requests` is an array
-- of {user_id, key, scope, request_hash, from_kind, to_kind, currency, amount, shown, decimals}, in arrival order; a
-- null key is a transfer without an Idempotency-Key (its caller holds the transaction). `answers` is what the server
-- answers: {okStatus, okMsgKey, refusedStatus, refused} (the kept form of the refusal for want of money).
-- Answers one outcome per request, in order: {"ok": result}, {"refused": true}, or {"kept": row} for a key that was
-- already kept (the server replays it). Every touched account is locked once, in id order; each transfer is checked
-- against the balances the ones before it left, so one refused leaves the rest; then the entries, postings, transfer
-- records, balances and kept responses are written by one set-based statement. A key that another transaction keeps
-- meanwhile fails the statement as a whole (unique violation): the server then runs each request alone.
CREATE FUNCTION ledger_transfer_group(requests jsonb, answers jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  size int := jsonb_array_length(requests);
  r record;
  n int := 0;
  kept jsonb;
  slot jsonb;
  wanted int;
  acc_id int[];
  acc_balance numeric[];
  acc_before numeric[];
  acc_frozen numeric[];
  f int;
  t int;
  from_after numeric;
  to_after numeric;
  -- per request, in order: 'kept', 'refused' or 'ok'; for 'ok', its accounts' slots, balances after, and ids
  verdict text[] := array_fill(NULL::text, ARRAY[size]);
  v_from int[] := array_fill(NULL::int, ARRAY[size]);
  v_to int[] := array_fill(NULL::int, ARRAY[size]);
  v_from_after numeric[] := array_fill(NULL::numeric, ARRAY[size]);
  v_to_after numeric[] := array_fill(NULL::numeric, ARRAY[size]);
  v_entry int[] := array_fill(NULL::int, ARRAY[size]);
  v_transfer int[] := array_fill(NULL::int, ARRAY[size]);
  outcomes jsonb;
BEGIN
  -- Keys already kept are answered as they were.
  SELECT jsonb_object_agg(i.user_id || ' ' || i.key,
      jsonb_build_object('scope', i.scope, 'requestHash', i.request_hash, 'response', i.response))
    INTO kept
    FROM idempotency_keys i JOIN jsonb_to_recordset(requests) AS q(user_id int, key text)
      ON i.user_id = q.user_id AND i.key = q.key;
  kept := coalesce(kept, '{}');

  -- The funding and trading account of every (user, currency), locked in id order; the missing ones opened first.
  SELECT count(*) * 2 INTO wanted
    FROM (SELECT DISTINCT q.user_id, q.currency FROM jsonb_to_recordset(requests) AS q(user_id int, currency text)) w;
  FOR attempt IN 1..2 LOOP
    SELECT array_agg(l.id ORDER BY l.id), array_agg(l.balance ORDER BY l.id), array_agg(l.frozen ORDER BY l.id),
        jsonb_object_agg(l.user_id || ' ' || l.currency || ' ' || l.kind, l.slot)
      INTO acc_id, acc_balance, acc_frozen, slot
      FROM (SELECT a.*, row_number() OVER (ORDER BY a.id) AS slot
        FROM (SELECT a.id, a.user_id, a.kind, a.currency, a.balance, a.frozen
          FROM ledger_accounts a
          JOIN (SELECT DISTINCT q.user_id, q.currency
            FROM jsonb_to_recordset(requests) AS q(user_id int, currency text)) w
            ON a.user_id = w.user_id AND a.currency = w.currency
          WHERE a.user_id IS NOT NULL AND a.kind IN ('funding', 'trading')
          ORDER BY a.id
          FOR UPDATE OF a) a) l;
    EXIT WHEN coalesce(array_length(acc_id, 1), 0) >= wanted OR attempt = 2;
    INSERT INTO ledger_accounts (user_id, kind, currency)
      SELECT DISTINCT q.user_id, kinds.kind, q.currency
      FROM jsonb_to_recordset(requests) AS q(user_id int, currency text)
      CROSS JOIN (VALUES ('funding'), ('trading')) AS kinds(kind)
      ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING;
  END LOOP;
  acc_before := acc_balance;

  -- In arrival order, against the balances the transfers before it left.
  FOR r IN SELECT * FROM jsonb_to_recordset(requests)
      AS q(user_id int, key text, from_kind text, to_kind text, currency text, amount numeric) LOOP
    n := n + 1;
    IF r.key IS NOT NULL AND kept ? (r.user_id || ' ' || r.key) THEN
      verdict[n] := 'kept';
      CONTINUE;
    END IF;
    IF r.amount IS NULL OR r.amount <= 0 THEN
      RAISE EXCEPTION 'a transfer moves a positive amount, not %', r.amount;
    END IF;
    f := (slot ->> (r.user_id || ' ' || r.currency || ' ' || r.from_kind))::int;
    t := (slot ->> (r.user_id || ' ' || r.currency || ' ' || r.to_kind))::int;
    IF f IS NULL OR t IS NULL THEN
      RAISE EXCEPTION 'user % has no % and % account in %', r.user_id, r.from_kind, r.to_kind, r.currency;
    END IF;
    from_after := acc_balance[f] - r.amount;
    to_after := (CASE WHEN t = f THEN from_after ELSE acc_balance[t] END) + r.amount;
    IF from_after - acc_frozen[f] < 0 OR to_after - acc_frozen[t] < 0 THEN
      verdict[n] := 'refused';
      CONTINUE;
    END IF;
    acc_balance[f] := from_after;
    acc_balance[t] := to_after;
    verdict[n] := 'ok';
    v_from[n] := f;
    v_to[n] := t;
    v_from_after[n] := from_after;
    v_to_after[n] := to_after;
    v_entry[n] := nextval('ledger_entries_id_seq');
    v_transfer[n] := nextval('transfers_id_seq');
  END LOOP;

  WITH d AS (
      SELECT q.*, v.*, acc_id[v.f] AS from_account, acc_id[v.t] AS to_account,
        acc_frozen[v.f] AS from_frozen, acc_frozen[v.t] AS to_frozen
      FROM ROWS FROM (jsonb_to_recordset(requests) AS (user_id int, key text, scope text, request_hash text,
          from_kind text, to_kind text, currency text, amount numeric, shown text, decimals int))
        WITH ORDINALITY AS q(user_id, key, scope, request_hash, from_kind, to_kind, currency, amount, shown, decimals, ord)
      JOIN unnest(verdict, v_from, v_to, v_from_after, v_to_after, v_entry, v_transfer)
        WITH ORDINALITY AS v(verdict, f, t, from_after, to_after, entry_id, transfer_id, n) ON v.n = q.ord),
    entries AS (
      INSERT INTO ledger_entries (id, type, cause_type, cause_id, actor_kind, actor_id, memo, created_at)
      SELECT d.entry_id, 'transfer', 'transfer', d.transfer_id, 'user', d.user_id,
        format('Transfer #%s: %s %s from %s to %s', d.transfer_id, d.shown, d.currency, d.from_kind, d.to_kind), now()
      FROM d WHERE d.verdict = 'ok' ORDER BY d.ord),
    postings AS (
      INSERT INTO ledger_postings (entry_id, account_id, currency, amount, created_at)
      SELECT d.entry_id, p.account_id, d.currency, p.amount, now()
      FROM d CROSS JOIN LATERAL (VALUES (1, d.from_account, -d.amount), (2, d.to_account, d.amount))
        AS p(side, account_id, amount)
      WHERE d.verdict = 'ok' ORDER BY d.ord, p.side),
    records AS (
      INSERT INTO transfers (id, user_id, from_kind, to_kind, currency, amount, entry_id, created_at)
      SELECT d.transfer_id, d.user_id, d.from_kind, d.to_kind, d.currency, d.amount, d.entry_id, now()
      FROM d WHERE d.verdict = 'ok' ORDER BY d.ord),
    balances AS (
      UPDATE ledger_accounts a SET balance = b.balance
      FROM unnest(acc_id, acc_balance, acc_before) AS b(id, balance, before)
      WHERE a.id = b.id AND b.balance <> b.before),
    -- The result the API answers (contracts' transferResult): the two balances after it, `from` first.
    answered AS (
      SELECT d.ord, d.user_id, d.key, d.scope, d.request_hash, d.verdict,
        CASE WHEN d.verdict = 'ok' THEN jsonb_build_object('id', d.transfer_id, 'entryId', d.entry_id,
          'from', d.from_kind, 'to', d.to_kind, 'currency', d.currency, 'amount', d.shown,
          'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'balances', jsonb_build_array(
            jsonb_build_object('account', d.from_kind, 'currency', d.currency,
              'available', round(d.from_after - d.from_frozen, d.decimals)::text,
              'frozen', round(d.from_frozen, d.decimals)::text, 'total', round(d.from_after, d.decimals)::text),
            jsonb_build_object('account', d.to_kind, 'currency', d.currency,
              'available', round(d.to_after - d.to_frozen, d.decimals)::text,
              'frozen', round(d.to_frozen, d.decimals)::text, 'total', round(d.to_after, d.decimals)::text)))
        END AS data
      FROM d),
    keys AS (
      INSERT INTO idempotency_keys (user_id, key, scope, request_hash, status, response)
      SELECT a.user_id, a.key, a.scope, a.request_hash,
        CASE WHEN a.verdict = 'ok' THEN answers ->> 'okStatus' ELSE answers ->> 'refusedStatus' END::int,
        CASE WHEN a.verdict = 'ok' THEN jsonb_build_object('kind', 'ok', 'msgKey', answers -> 'okMsgKey', 'data', a.data)
          ELSE answers -> 'refused' END
      FROM answered a WHERE a.key IS NOT NULL AND a.verdict <> 'kept'
      ORDER BY a.user_id, a.key)
  SELECT jsonb_agg(CASE a.verdict
      WHEN 'ok' THEN jsonb_build_object('ok', a.data)
      WHEN 'refused' THEN '{"refused": true}'::jsonb
      ELSE jsonb_build_object('kept', kept -> (a.user_id || ' ' || a.key)) END ORDER BY a.ord)
    INTO outcomes
    FROM answered a;
  RETURN coalesce(outcomes, '[]');
END;
$$;
--> statement-breakpoint
-- Every entry's postings sum to zero per currency, now checked once per statement that adds postings (over the entries
-- it touched, all their postings included) instead of once per posting row at commit: a group of 500 transfers made
-- 1,000 checks. Every code path writes an entry's postings in one statement, so nothing balanced is refused; an entry
-- that a statement leaves unbalanced is refused at once rather than at commit. Same name, so tools that switch the
-- guard off for a bulk load still find it.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_check_entry_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT p.entry_id, p.currency INTO bad
    FROM ledger_postings p
    WHERE p.entry_id IN (SELECT added.entry_id FROM added)
    GROUP BY p.entry_id, p.currency
    HAVING sum(p.amount) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not balance in %', bad.entry_id, bad.currency USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
