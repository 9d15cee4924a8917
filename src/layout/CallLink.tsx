import { Phone } from 'lucide-react';
import { headerCopy } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import '../styles/header.css';

/** Props of {@link CallLink}. */
export interface CallLinkProps {
  /** Extra class, so the header and the mobile menu can lay it out apart. */
  className?: string;
}

/** The call-to-experts phone link: a round icon, with its label and the number beside it where room allows. */
export function CallLink({ className }: CallLinkProps) {
  return (
    <a className={['it-call-link', className].filter(Boolean).join(' ')} href={site.phone.href}>
      <span className="it-call-link__icon">
        <Phone aria-hidden="true" size={20} />
      </span>
      <span className="it-call-link__text">
        <span className="it-call-link__label">{headerCopy.callLabel}</span>{' '}
        <span className="it-call-link__number">{site.phone.display}</span>
      </span>
    </a>
  );
}
