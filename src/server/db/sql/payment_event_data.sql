-- The data of a payment's event: the payment's public shape, as process-payment answered it (the
-- shape of toPayment in src/server/modules/payments/to-payment.ts), built from the stored row. Every
-- reader of events goes through coalesce(data, payment_event_data(transaction_id)), so an address
-- erased from the payment is erased from its event too (docs/decisions/0002).
CREATE OR REPLACE FUNCTION "payment_event_data"(p_transaction_id text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'transactionId', t.transaction_id, 'status', t.status, 'mode', t.mode, 'amount', t.amount,
    'currency', t.currency, 'feeAmount', t.fee_amount, 'customerEmail', t.customer_email,
    'category', t.category, 'splits', t.splits, 'totalReward', t.total_reward::float8,
    'declinedCards', t.declined_cards, 'declineReason', t.decline_reason,
    'legs', (SELECT coalesce(jsonb_agg(l - 'terms' ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(t.legs) WITH ORDINALITY AS x(l, n)),
    'captureMethod', t.capture_method, 'legConfirmation', t.leg_confirmation,
    'amountCaptured', t.amount_captured, 'amountRefunded', t.amount_refunded,
    'refundStatus', CASE WHEN t.amount_refunded = 0 THEN 'none' WHEN t.amount_refunded >= t.amount_captured THEN 'full' ELSE 'partial' END,
    'cancelReason', t.cancel_reason,
    'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM transactions t WHERE t.transaction_id = p_transaction_id
$$;
