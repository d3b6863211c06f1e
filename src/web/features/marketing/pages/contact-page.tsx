import { PageIntro } from '../components/page-intro';
import { ContactSection } from '../contact/contact-section';

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="Contact us"
        lead={
          <p>
            Gateway partnerships, technical integrations, technology licensing or a general question: choose the area of interest and tell us what you need. Our
            partnerships team replies within one business day. We work with businesses, so please use your business email address.
          </p>
        }
      />
      <ContactSection />
    </>
  );
}
