import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { NO_TRANSACTION_FILTERS, TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import { TransactionsTable } from './transactions-table';
import { listTransactions } from '@contract/endpoints/admin-reports';

export function TransactionsSection() {
  const [filters, setFilters] = useState<TransactionFilterValues>(NO_TRANSACTION_FILTERS);
  const list = useCursorList(listTransactions, { ...filters, limit: 50 });
  const transactions = list.data?.pages.flatMap((page) => page.transactions) ?? [];
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  return (
    <div className="space-y-4">
      <TransactionFilters onApply={setFilters} />
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="transactions" />
      {list.isSuccess && transactions.length === 0 ? (
        <EmptyState icon={CreditCard} title={filtered ? 'No transactions match these filters' : 'No transactions yet'}>
          {filtered ? 'Try a wider date range or another filter.' : 'Payments appear here as merchants process them through the API.'}
        </EmptyState>
      ) : null}
      {transactions.length > 0 ? (
        <div className="rounded-lg border border-border bg-background p-2">
          <TransactionsTable transactions={transactions} />
          <LoadMore
            shown={transactions.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      ) : null}
    </div>
  );
}
