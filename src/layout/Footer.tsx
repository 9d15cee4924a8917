import { Mail, Phone } from 'lucide-react';
import { footerCopy } from '../content/footer.ts';
import { footerColumns, legalLinks, type ContactLink, type NavLink } from '../content/navigation.ts';
import { Link } from '../ui/Link.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import '../styles/base.css';
import '../styles/footer.css';

function isContact(link: NavLink | ContactLink): link is ContactLink {
  return 'kind' in link;
}

function FooterLink({ link }: { link: NavLink | ContactLink }) {
  if (!isContact(link)) {
    return (
      <Link href={link.href} className="it-footer__link">
        {link.label}
      </Link>
    );
  }
  const Icon = link.kind === 'email' ? Mail : Phone;
  return (
    <a href={link.href} className="it-footer__link it-footer__link--contact">
      <Icon aria-hidden="true" size={18} />
      <span>{link.label}</span>
    </a>
  );
}

/**
 * The site footer: four link columns (Explore, Services, Products, Contact Us),
 * then the copyright line, the legal links and the social profiles.
 */
export function Footer() {
  return (
    <footer className="it-footer">
      <div className="it-container">
        <nav className="it-footer__columns" aria-label={footerCopy.navLabel}>
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2 className="it-footer__heading">{column.heading}</h2>
              <ul className="it-footer__list">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="it-footer__bottom">
          <p className="it-footer__copyright">{footerCopy.copyright}</p>
          <ul className="it-footer__legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="it-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
