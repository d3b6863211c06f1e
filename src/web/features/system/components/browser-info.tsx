import { useEffect, useState } from 'react';

interface BrowserFacts {
  userAgent: string;
  language: string;
  online: string;
  viewport: string;
  cookiesEnabled: string;
  timeZone: string;
}

function readFacts(): BrowserFacts {
  return {
    userAgent: navigator.userAgent,
    language: navigator.languages?.join(', ') || navigator.language,
    online: navigator.onLine ? 'Yes' : 'No',
    viewport: `${window.innerWidth} × ${window.innerHeight} (pixel ratio ${window.devicePixelRatio})`,
    cookiesEnabled: navigator.cookieEnabled ? 'Yes' : 'No',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

const LABELS: Record<keyof BrowserFacts, string> = {
  userAgent: 'User agent',
  language: 'Language',
  online: 'Online',
  viewport: 'Viewport',
  cookiesEnabled: 'Cookies enabled',
  timeZone: 'Time zone',
};

/** The facts support asks for first; read after mount because they only exist in a browser. */
export function BrowserInfo() {
  const [facts, setFacts] = useState<BrowserFacts | null>(null);

  useEffect(() => {
    const update = () => setFacts(readFacts());
    update();
    window.addEventListener('resize', update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (!facts) return null;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {(Object.keys(LABELS) as (keyof BrowserFacts)[]).map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-foreground">{LABELS[key]}</dt>
          <dd className="break-words text-muted-foreground">{facts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
