/** FAQ (GET /api/ui/faq), below the fold: loaded when scrolled near on mobile, at once on desktop. */
import '../../parts/home/home.css';
import { faq } from '../../content-binding';
import type { WidgetProps } from '../../widget-props';
import { LazySection } from '../../parts/home/LazySection';
import { useContentList } from '../../parts/home/use-content';

function FaqList({ near, texts }: { near: boolean; texts: WidgetProps['texts'] }) {
  const list = useContentList(faq, near);
  if (list === null) return <div className="faq__skeleton skeleton" aria-busy="true" />;
  return (
    <div className="faq__list">
      {list.map((f) => (
        <details key={f.key} className="faq__item" data-testid="home-faq-item">
          <summary className="faq__q">{texts.t(f.question)}</summary>
          <p className="faq__a">{texts.t(f.answer)}</p>
        </details>
      ))}
    </div>
  );
}

export default function Faq({ texts, snapshot }: WidgetProps) {
  return (
    <LazySection lazy={snapshot.isMobile === true} className="faq" testId="home-faq">
      {(near) => (
        <>
          <h2 className="home-title">{texts.k('faqTitle')}</h2>
          <FaqList near={near} texts={texts} />
        </>
      )}
    </LazySection>
  );
}
