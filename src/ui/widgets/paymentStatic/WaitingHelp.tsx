/**
 * The way out of a waiting screen (VA, QR, wallet link), whose page hides the header and footer (spec
 * section 2): another payment method for the same order (the `change` link; the pending payment is then
 * cancelled), and where to get help (the `help` links: the operator's 185 line, the chat).
 */
import type { JsonValue, Text } from '../../../runtime/types';
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import type { Texts } from '../../use-texts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is Text => isRecord(v) && typeof v.id === 'string' && typeof v.en === 'string';

interface HelpLink { label: Text; href: string }
const helpLinks = (v: JsonValue | undefined): HelpLink[] => (Array.isArray(v) ? v : []).flatMap((l) =>
  isRecord(l) && isText(l.label) && typeof l.href === 'string' ? [{ label: l.label, href: l.href }] : []);

export function WaitingHelp({ props, texts }: { props: Record<string, JsonValue>; texts: Texts }) {
  const change = useLink(props.change);
  const links = helpLinks(props.help);
  if (props.change === undefined && links.length === 0) return null;
  return (
    <nav className="waiting-help" data-testid="waiting-help" aria-label={texts.k('payment.helpTitle')}>
      {props.change !== undefined && (
        <AppLink className="btn btn--outline btn--block" to={change} testId="payment-change-method">{texts.k('payment.changeMethod')}</AppLink>
      )}
      {links.length > 0 && (
        <div className="waiting-help__help">
          <h2 className="waiting-help__title">{texts.k('payment.helpTitle')}</h2>
          <ul className="waiting-help__links">
            {links.map((l, i) => {
              const external = l.href.startsWith('https://');
              return (
                <li key={i}>
                  <a href={l.href} data-testid={`payment-help-${i}`} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{texts.t(l.label)}</a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </nav>
  );
}
