import { Island } from '@web/components/island';
import { ContactForm } from './contact-form';
import { ContactPanels } from './contact-panels';

interface Props {
  /** The landing page titles this block with an h2; the /contact page already has its h1. */
  title?: string;
  id?: string;
}

/** The enquiry form beside its side panels; shared by the landing page (#contact) and /contact. */
export function ContactSection({ title, id }: Props) {
  return (
    <section id={id} aria-labelledby="contact-title" className="scroll-mt-28 sm:scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        {title ? (
          <>
            <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-primary">
              {title}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
              Tell us about your gateway, platform or integration. A member of our partnerships team will reply within one business day.
            </p>
          </>
        ) : (
          // Keeps the outline h1 > h2 > h3 where the page's own h1 already introduces the form.
          <h2 id="contact-title" className="sr-only">
            Send us an enquiry
          </h2>
        )}
        <div className={`grid gap-10 lg:grid-cols-[1.4fr_1fr] ${title ? 'mt-10' : ''}`}>
          <div className="rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
            <Island name="marketing/contact-form" component={ContactForm} props={{ idPrefix: 'enquiry' }} />
          </div>
          <ContactPanels />
        </div>
      </div>
    </section>
  );
}
