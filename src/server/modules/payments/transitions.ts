import {
  LEG_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  REFUND_LEG_TRANSITIONS,
  canMove,
  type LegStatus,
  type PaymentStatus,
  type RefundLegStatus,
} from '@contract/payment-states';
import { AppError } from '@server/errors';

/**
 * The contract's transition tables applied (docs/decisions/0033): a move they do not list answers
 * 409 INVALID_STATE, naming the current status.
 */
function refuse(what: string, from: string, to: string): AppError {
  return new AppError('INVALID_STATE', 409, `The ${what} is ${from} and cannot become ${to}`);
}

export function assertPaymentMove(from: PaymentStatus, to: PaymentStatus): void {
  if (!canMove(PAYMENT_TRANSITIONS, from, to)) throw refuse('payment', from, to);
}

export function assertLegMove(from: LegStatus, to: LegStatus): void {
  if (!canMove(LEG_TRANSITIONS, from, to)) throw refuse('leg', from, to);
}

export function assertRefundLegMove(from: RefundLegStatus, to: RefundLegStatus): void {
  if (!canMove(REFUND_LEG_TRANSITIONS, from, to)) throw refuse('refund leg', from, to);
}

/** A refusal for an action that no status change names, such as refunding a payment not captured. */
export function invalidState(what: string, status: string, action: string): AppError {
  return new AppError('INVALID_STATE', 409, `The ${what} is ${status}, so it cannot be ${action}`);
}
