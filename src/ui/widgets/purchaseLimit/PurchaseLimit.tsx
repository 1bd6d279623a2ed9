/** Purchase limit reached (40016: one KTP, at most 3 orders). */
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';

export default function PurchaseLimit({ props, texts }: WidgetProps) {
  const home = useLink(props.home);
  return (
    <div className="center-card" data-testid="purchase-limit">
      <p>{texts.k('text')}</p>
      <AppLink className="btn btn--primary" to={home} testId="purchase-limit-home">{texts.k('home')}</AppLink>
    </div>
  );
}
