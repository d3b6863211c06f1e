import { useState } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/use-toast';
import { fetchDocumentBlobUrl, revokeLater } from '../lib/document-file';
import { isUnauthorized } from '../lib/is-unauthorized';
import { useAdminCan } from '../lib/use-admin-role';
import { getDocumentFile } from '@contract/endpoints/admin-verifications';
import { serverMessage } from '@web/lib/server-message';

interface Props {
  documentId: string;
  fileName: string;
}

function failed(error: unknown) {
  if (isUnauthorized(error)) return;
  toast({ title: 'Could not fetch the document', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
}

/**
 * Open (in a new tab) and Download for one verification document, both sent with the admin token.
 * Left out for roles that may not read document files.
 */
export function DocumentFileLinks(props: Props) {
  return useAdminCan(getDocumentFile) ? <FileLinks {...props} /> : null;
}

function FileLinks({ documentId, fileName }: Props) {
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);

  const open = async () => {
    // Opened before the fetch, while the click still counts as a user gesture, so pop-up blockers allow it.
    const tab = window.open('', '_blank');
    setBusy('open');
    try {
      const url = await fetchDocumentBlobUrl(documentId, true);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      revokeLater(url);
    } catch (error) {
      tab?.close();
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const url = await fetchDocumentBlobUrl(documentId, false);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      revokeLater(url);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void open()} disabled={busy !== null} aria-label={`Open ${fileName}`}>
        <ExternalLink aria-hidden="true" />
        {busy === 'open' ? 'Opening…' : 'Open'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download()} disabled={busy !== null} aria-label={`Download ${fileName}`}>
        <Download aria-hidden="true" />
        {busy === 'download' ? 'Downloading…' : 'Download'}
      </Button>
    </div>
  );
}
