/** Not-found page body (no nav/footer: the page's layout says so). */
import { AppLink } from '../../AppLink';
import { useLink } from '../../hooks/use-link';
import type { WidgetProps } from '../../widget-props';

export default function NotFound({ props, texts }: WidgetProps) {
  const home = useLink(props.home);
  return (
    <div className="center-card" data-testid="not-found">
      <p>{texts.k('text')}</p>
      <AppLink className="btn btn--primary" to={home} testId="not-found-home">{texts.k('home')}</AppLink>
    </div>
  );
}
