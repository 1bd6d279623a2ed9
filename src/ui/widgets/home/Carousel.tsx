/**
 * A carousel that paints at once as a CSS scroll-snap strip with Swiper's slide sizes, then upgrades
 * to Swiper when its chunk (JS + CSS) has arrived. Swiper is loaded after the first paint, so the
 * home's first JS stays small and the first banner (the LCP image) never waits for it.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { CarouselKind } from './carousel-config';

const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

interface Props {
  kind: CarouselKind;
  slides: Array<{ key: string; node: ReactNode }>;
  labels: { prev: string; next: string; slide: string };
  testId?: string;
}

function Strip({ kind, slides }: Pick<Props, 'kind' | 'slides'>) {
  return (
    <div className={`carousel carousel--${kind} carousel--strip`}>
      <div className="carousel__track">
        {slides.map((s) => <div key={s.key} className="carousel__slide">{s.node}</div>)}
      </div>
    </div>
  );
}

export function Carousel({ kind, slides, labels, testId }: Props) {
  const [upgrade, setUpgrade] = useState(false);
  useEffect(() => {
    if (slides.length < 2) return;
    // After the first paint and once the main thread is idle: Swiper is an enhancement.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const id = hasIdle ? window.requestIdleCallback(() => setUpgrade(true), { timeout: 2500 }) : window.setTimeout(() => setUpgrade(true), 1200);
    return () => { if (hasIdle) window.cancelIdleCallback(id); else window.clearTimeout(id); };
  }, [slides.length]);
  const strip = <Strip kind={kind} slides={slides} />;
  return (
    <div className="carousel-host" data-testid={testId} data-count={slides.length}>
      {upgrade && slides.length > 1 ? (
        <Suspense fallback={strip}>
          <SwiperCarousel kind={kind} slides={slides} labels={labels} />
        </Suspense>
      ) : strip}
    </div>
  );
}
