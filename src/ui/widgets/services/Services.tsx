/** Services (GET /api/ui/services), below the fold: loaded when scrolled near on mobile, at once on desktop. */
import '../../parts/home/home.css';
import { services } from '../../content-binding';
import type { WidgetProps } from '../../widget-props';
import { LazySection } from '../../parts/home/LazySection';
import { useContentList } from '../../parts/home/use-content';

function ServiceList({ near, texts }: { near: boolean; texts: WidgetProps['texts'] }) {
  const list = useContentList(services, near);
  if (list === null) return <div className="services__skeleton skeleton" aria-busy="true" />;
  return (
    <ul className="services__list">
      {list.map((s) => (
        <li key={s.key} className="service" data-testid="home-service">
          {s.img && <img className="service__img" src={s.img} alt="" width={60} height={40} loading="lazy" decoding="async" />}
          <h3 className="service__title">{texts.t(s.title)}</h3>
          <p className="service__text">{texts.t(s.text)}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Services({ texts, snapshot }: WidgetProps) {
  return (
    <LazySection lazy={snapshot.isMobile === true} className="services" testId="home-services">
      {(near) => (
        <>
          <h2 className="home-title">{texts.k('servicesTitle')}</h2>
          <ServiceList near={near} texts={texts} />
        </>
      )}
    </LazySection>
  );
}
