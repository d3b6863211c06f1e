import { useState, type FormEvent } from 'react';
import { Building2, Search } from 'lucide-react';
import type { AdminMerchant } from '@contract/admin-merchants';
import { MERCHANT_STATUSES } from '@contract/merchant-auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { MerchantDetailsDialog } from './merchant-details-dialog';
import { MerchantListItem } from './merchant-list-item';
import { listMerchants } from '@contract/endpoints/admin-merchants';

export function MerchantsSection() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [viewing, setViewing] = useState<AdminMerchant | null>(null);
  const list = useCursorList(listMerchants, { status, q, limit: 50 });
  const merchants = list.data?.pages.flatMap((page) => page.merchants) ?? [];
  const filtered = status !== '' || q !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Filter merchants" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-[14rem] flex-1 gap-1.5">
          <Label htmlFor="merchant-search">Search</Label>
          <Input id="merchant-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Company, email or merchant ID" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="merchant-status">Status</Label>
          <NativeSelect id="merchant-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {MERCHANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="merchants" />
      {list.isSuccess && merchants.length === 0 ? (
        <EmptyState icon={Building2} title={filtered ? 'No merchants match these filters' : 'No merchants yet'}>
          {filtered ? 'Try another search or status.' : 'Merchants appear here as soon as they sign up in the merchant portal.'}
        </EmptyState>
      ) : null}
      {merchants.length > 0 ? (
        <>
          <ul className="space-y-3" aria-label="Merchants">
            {merchants.map((merchant) => (
              <MerchantListItem key={merchant.id} merchant={merchant} onView={() => setViewing(merchant)} />
            ))}
          </ul>
          <LoadMore
            shown={merchants.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      ) : null}

      <MerchantDetailsDialog merchant={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
