/** Not-found page body (no nav/footer: the page's layout says so). */
import { AppLink } from '../AppLink';
import type { WidgetProps } from '../widget-props';

export default function NotFound({ props, texts }: WidgetProps) {
  return (
    <div className="center-card" data-testid="not-found">
      <p>{texts.k('text')}</p>
      <AppLink className="btn btn--primary" to={typeof props.to === 'string' ? props.to : '/'} testId="not-found-home">{texts.k('home')}</AppLink>
    </div>
  );
}
