import { ContactSection } from '../contact/contact-section';
import { AboutSection } from '../landing/about-section';
import { Hero } from '../landing/hero';
import { TechnologyStages } from '../landing/technology-stages';

/** `/` and `/smart-split` (docs/product-spec.md section 2): hero, the three stages, About (#about) and Contact (#contact). */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <TechnologyStages />
      <AboutSection />
      <ContactSection id="contact" title="Contact us" />
    </>
  );
}
