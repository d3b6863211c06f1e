/**
 * Pre-formatted code. It may scroll sideways on small screens, so it takes keyboard focus and
 * has a name: a scrollable region must be reachable without a mouse (WCAG 2.1.1).
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <pre tabIndex={0} aria-label={label} className="mt-4 overflow-x-auto rounded-md bg-navy p-4 font-mono text-[0.8125rem] leading-5 text-slate-100">
      <code className="bg-transparent! p-0! text-[1em]! text-inherit!">{code}</code>
    </pre>
  );
}
