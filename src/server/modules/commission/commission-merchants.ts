import { eq, sql } from 'drizzle-orm';
import type { CommissionMerchant } from '@contract/commission';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import { merchants } from '@server/db/schema/merchants';
import { notFound } from '@server/errors';

/**
 * Merchants with their partner and the fee in force. Raw SQL: the fee in force is a lateral join
 * (the latest started override, else the platform default; docs/decisions/0027).
 */

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

type CommissionMerchantRow = {
  merchant_id: string;
  company_name: string;
  status: string;
  partner_id: string | null;
  partner_name: string | null;
  assigned_at: string | null;
  fee: string;
  overridden: boolean;
};
const MERCHANT_COLUMNS = sql`m.merchant_id, m.company_name, m.status, pm.partner_id, p.name as partner_name,
  case when pm.assigned_at is null then null else ${isoTs(sql`pm.assigned_at`)} end as assigned_at,
  coalesce(o.fee_percent, s.default_fee_percent)::text as fee, (o.fee_percent is not null) as overridden`;
const MERCHANT_FROM = sql`merchants m
  left join partner_merchants pm on pm.merchant_id = m.id
  left join partners p on p.id = pm.partner_id
  join platform_settings s on s.id = 1
  left join lateral (select fee_percent from merchant_fee_overrides o where o.merchant_id = m.id and o.effective_from <= now()
                      order by o.effective_from desc limit 1) o on true`;
const toCommissionMerchant = (r: CommissionMerchantRow): CommissionMerchant => ({
  merchantId: r.merchant_id,
  companyName: r.company_name,
  status: r.status,
  partnerId: r.partner_id,
  partnerName: r.partner_name,
  assignedAt: r.assigned_at,
  feePercent: Number(r.fee),
  feeOverridden: r.overridden,
});

export async function listCommissionMerchants(db: DbOrTx, q: { search?: string; partnerId?: string; limit: number }): Promise<CommissionMerchant[]> {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const { rows } = await db.execute<CommissionMerchantRow>(sql`select ${MERCHANT_COLUMNS} from ${MERCHANT_FROM}
    where ${pattern ? sql`(m.company_name ilike ${pattern} or m.merchant_id ilike ${pattern})` : sql`true`}
      and ${q.partnerId ? sql`pm.partner_id = ${q.partnerId}` : sql`true`}
    order by m.company_name, m.id limit ${q.limit}`);
  return rows.map(toCommissionMerchant);
}

export async function commissionMerchant(db: DbOrTx, merchantDbId: string): Promise<CommissionMerchant> {
  const { rows } = await db.execute<CommissionMerchantRow>(sql`select ${MERCHANT_COLUMNS} from ${MERCHANT_FROM} where m.id = ${merchantDbId}::uuid`);
  return toCommissionMerchant(rows[0]!);
}

/** A merchant's database id by its public id, or 404. */
export async function merchantByPublicId(db: DbOrTx, merchantId: string): Promise<{ id: string; companyName: string }> {
  const [row] = await db.select({ id: merchants.id, companyName: merchants.companyName }).from(merchants).where(eq(merchants.merchantId, merchantId));
  if (!row) throw notFound('Merchant not found');
  return row;
}
