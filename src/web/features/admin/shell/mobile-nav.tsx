import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import type { AdminRole } from '@contract/roles';
import { AdminNav } from './admin-nav';

/** Below the lg breakpoint the sidebar folds into this menu: a focus-trapped drawer that closes on navigation or Escape. */
export function MobileNav({ role }: { role: AdminRole | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <Menu aria-hidden="true" />
          Menu
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="left-0 top-0 h-full max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-l-0 p-4"
      >
        <DialogTitle className="px-3">Admin menu</DialogTitle>
        <AdminNav idPrefix="mobile-nav" role={role} onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
