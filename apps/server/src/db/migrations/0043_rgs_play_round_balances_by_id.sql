-- rgs_play_round of 0016, with one change (decision 237): the player's four balances are written
-- by their ids (`a.id IN (…)`, the primary key's index). Joined with a VALUES list alone, the
-- planner read every ledger account (a hash join over a sequential scan): 66 µs a round with 840
-- accounts, against 12.6 µs by id.
CREATE OR REPLACE FUNCTION rgs_play_round(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user text := p->>'userId';
  v_coin text := p->>'coin';
  v_bet bigint := (p->>'betMinor')::bigint;
  v_win bigint := CASE WHEN p->>'mode' = 'settle' THEN (p->>'winMinor')::bigint ELSE 0 END;
  v_found text;
  v_gc_id bigint; v_bsc_id bigint; v_psc_id bigint; v_wsc_id bigint;
  v_gc bigint; v_bsc bigint; v_psc bigint; v_wsc bigint;
  v_take bigint; v_left bigint;
  v_legs jsonb := '[]'::jsonb;
  v_state jsonb;
  v_transfer_id bigint;
  v_created_at timestamptz;
  v_streak integer := 0;
  v_leg jsonb;
  v_account bigint;
  v_house bigint;
  v_currency text := CASE WHEN v_coin = 'GC' THEN 'GC' ELSE 'SC' END;
BEGIN
  PERFORM pg_advisory_xact_lock(61, hashtext(v_user));

  SELECT id INTO v_found FROM game_rounds
    WHERE user_id = v_user AND idempotency_key = p->>'idempotencyKey';
  IF FOUND THEN RETURN jsonb_build_object('status', 'twin', 'roundId', v_found); END IF;
  SELECT id INTO v_found FROM game_rounds
    WHERE user_id = v_user AND game_id = (p->>'gameId')::integer AND state IN ('pending', 'open')
    LIMIT 1;
  IF FOUND THEN RETURN jsonb_build_object('status', 'inProgress', 'roundId', v_found); END IF;

  SELECT
    max(a.id) FILTER (WHERE a.bucket = 'gc'), max(a.balance_minor) FILTER (WHERE a.bucket = 'gc'),
    max(a.id) FILTER (WHERE a.bucket = 'bsc'), max(a.balance_minor) FILTER (WHERE a.bucket = 'bsc'),
    max(a.id) FILTER (WHERE a.bucket = 'psc'), max(a.balance_minor) FILTER (WHERE a.bucket = 'psc'),
    max(a.id) FILTER (WHERE a.bucket = 'wsc'), max(a.balance_minor) FILTER (WHERE a.bucket = 'wsc')
  INTO v_gc_id, v_gc, v_bsc_id, v_bsc, v_psc_id, v_psc, v_wsc_id, v_wsc
  FROM (SELECT a.id, a.bucket, a.balance_minor FROM ledger_accounts a
        JOIN ledger_wallets w ON w.id = a.wallet_id
        WHERE w.user_id = v_user AND a.owner = 'player'
        ORDER BY a.id FOR UPDATE OF a) a;
  IF v_gc_id IS NULL OR v_bsc_id IS NULL OR v_psc_id IS NULL OR v_wsc_id IS NULL THEN
    RETURN jsonb_build_object('status', 'noWallet');
  END IF;

  IF v_coin = 'GC' THEN
    IF v_gc < v_bet THEN
      RETURN jsonb_build_object('status', 'insufficient', 'availableMinor', v_gc);
    END IF;
    IF v_bet > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'gc', 'amountMinor', -v_bet, 'house', 'bets');
      v_gc := v_gc - v_bet;
    END IF;
    IF v_win > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'gc', 'amountMinor', v_win, 'house', 'wins');
      v_gc := v_gc + v_win;
    END IF;
  ELSE
    IF v_bsc + v_psc + v_wsc < v_bet THEN
      RETURN jsonb_build_object('status', 'insufficient', 'availableMinor', v_bsc + v_psc + v_wsc);
    END IF;
    v_left := v_bet;
    v_take := least(v_bsc, v_left);
    IF v_take > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'bsc', 'amountMinor', -v_take, 'house', 'bets');
      v_bsc := v_bsc - v_take; v_left := v_left - v_take;
    END IF;
    v_take := least(v_psc, v_left);
    IF v_take > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'psc', 'amountMinor', -v_take, 'house', 'bets');
      v_psc := v_psc - v_take; v_left := v_left - v_take;
    END IF;
    v_take := least(v_wsc, v_left);
    IF v_take > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'wsc', 'amountMinor', -v_take, 'house', 'bets');
      v_wsc := v_wsc - v_take;
    END IF;
    IF v_win > 0 THEN
      v_legs := v_legs || jsonb_build_object('bucket', 'wsc', 'amountMinor', v_win, 'house', 'wins');
      v_wsc := v_wsc + v_win;
    END IF;
  END IF;
  v_state := jsonb_build_object('gc', v_gc, 'bsc', v_bsc, 'psc', v_psc, 'wsc', v_wsc);

  UPDATE fair_seed_pairs SET next_nonce = next_nonce + 1
    WHERE id = (p->>'seedPairId')::integer AND user_id = v_user AND revealed_at IS NULL
      AND next_nonce = (p->>'nonce')::integer;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'stale'); END IF;

  INSERT INTO ledger_transfers (idempotency_key, code, user_id, currency, request_hash, metadata, result)
    VALUES (p->>'transferKey', CASE WHEN p->>'mode' = 'settle' THEN 'round' ELSE 'bet' END, v_user,
      v_currency, p->>'requestHash', p->'metadata', jsonb_build_object('legs', v_legs, 'state', v_state))
    RETURNING id, created_at INTO v_transfer_id, v_created_at;

  FOR v_leg IN SELECT * FROM jsonb_array_elements(v_legs) LOOP
    v_account := CASE v_leg->>'bucket' WHEN 'gc' THEN v_gc_id WHEN 'bsc' THEN v_bsc_id
      WHEN 'psc' THEN v_psc_id ELSE v_wsc_id END;
    v_house := (p->'houseAccountIds'->>(v_leg->>'house'))::bigint;
    INSERT INTO ledger_postings (transfer_id, account_id, currency, amount_minor) VALUES
      (v_transfer_id, v_account, v_currency, (v_leg->>'amountMinor')::bigint),
      (v_transfer_id, v_house, v_currency, -(v_leg->>'amountMinor')::bigint);
  END LOOP;
  UPDATE ledger_accounts a SET balance_minor = v.balance
    FROM (VALUES (v_gc_id, v_gc), (v_bsc_id, v_bsc), (v_psc_id, v_psc), (v_wsc_id, v_wsc)) AS v(id, balance)
    WHERE a.id = v.id AND a.id IN (v_gc_id, v_bsc_id, v_psc_id, v_wsc_id)
      AND a.balance_minor <> v.balance;

  IF p->>'mode' = 'settle' AND v_win > 0 THEN
    -- Rounds of one player in one game never overlap, so creation order is settlement order.
    SELECT win_streak + 1 INTO v_streak FROM game_rounds
      WHERE user_id = v_user AND game_id = (p->>'gameId')::integer AND state = 'settled'
      ORDER BY created_at DESC LIMIT 1;
    v_streak := coalesce(v_streak, 1);
  END IF;

  INSERT INTO game_rounds (id, user_id, game_id, engine_key, coin, bet_minor, win_minor,
      multiplier_hundredths, state, params, steps, step_state, seed_pair_id, nonce,
      rng_words_used, idempotency_key, bet_transfer_id, win_transfer_id, win_streak, settled_at)
    VALUES (p->>'roundId', v_user, (p->>'gameId')::integer, p->>'engineKey', v_coin, v_bet, v_win,
      (p->>'multiplierHundredths')::integer,
      CASE WHEN p->>'mode' = 'settle' THEN 'settled' ELSE 'open' END,
      CASE WHEN jsonb_typeof(p->'params') = 'null' THEN NULL ELSE p->'params' END, p->'steps',
      CASE WHEN jsonb_typeof(p->'stepState') = 'null' THEN NULL ELSE p->'stepState' END,
      (p->>'seedPairId')::integer, (p->>'nonce')::integer, (p->>'rngWordsUsed')::integer,
      p->>'idempotencyKey', v_transfer_id::text,
      CASE WHEN p->>'mode' = 'settle' THEN v_transfer_id::text END, v_streak,
      CASE WHEN p->>'mode' = 'settle' THEN v_created_at END);

  INSERT INTO outbox_events (consumer, event_name, event_key, payload)
    SELECT s.consumer, s.event_name, v_transfer_id::text, jsonb_build_object(
      'userId', v_user, 'transferId', v_transfer_id::text,
      'code', CASE WHEN p->>'mode' = 'settle' THEN 'round' ELSE 'bet' END, 'coin', v_coin,
      'state', v_state, 'roundId', p->>'roundId',
      'occurredAt', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM outbox_subscriptions s WHERE s.event_name = 'wallet.changed';
  IF p->>'mode' = 'settle' THEN
    INSERT INTO outbox_events (consumer, event_name, event_key, payload)
      SELECT s.consumer, s.event_name, p->>'roundId', (p->'settledEvent') || jsonb_build_object(
        'transferId', v_transfer_id::text, 'consecutiveWins', v_streak,
        'settledAt', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      FROM outbox_subscriptions s WHERE s.event_name = 'round.settled';
  END IF;

  RETURN jsonb_build_object('status', 'played', 'transferId', v_transfer_id::text,
    'createdAt', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'winStreak', v_streak, 'legs', v_legs, 'state', v_state);
END;
$$;
