/**
 * A carousel that paints at once as a CSS scroll-snap strip with Swiper's slide sizes (swipeable by
 * touch as it is), then upgrades to Swiper (arrows, bullets) when the shopper reaches for it: a mouse
 * over it, keyboard focus in it, or a first swipe of the strip. Swiper is 29 KB gzip, more than the
 * home's whole JS budget allows, so a visit that never touches a carousel never downloads it.
 */
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CarouselKind } from './carousel-config';

const loadSwiper = () => import('./SwiperCarousel');
const SwiperCarousel = lazy(loadSwiper);

/** The slide the strip shows first (its left edge nearest the track's), so Swiper starts where the shopper is. */
function shownSlide(track: HTMLElement | null): number {
  if (!track) return 0;
  const left = track.getBoundingClientRect().left;
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  Array.from(track.children).forEach((slide, i) => {
    const d = Math.abs(slide.getBoundingClientRect().left - left);
    if (d < distance) { best = i; distance = d; }
  });
  return best;
}

interface Props {
  kind: CarouselKind;
  slides: Array<{ key: string; node: ReactNode }>;
  labels: { prev: string; next: string; slide: string };
  testId?: string;
}

function Strip({ kind, slides, trackRef, onScroll }: Pick<Props, 'kind' | 'slides'> & { trackRef?: RefObject<HTMLDivElement | null>; onScroll?: () => void }) {
  return (
    <div className={`carousel carousel--${kind} carousel--strip`}>
      <div className="carousel__track" ref={trackRef} onScroll={onScroll}>
        {slides.map((s) => <div key={s.key} className="carousel__slide">{s.node}</div>)}
      </div>
    </div>
  );
}

export function Carousel({ kind, slides, labels, testId }: Props) {
  /** The slide Swiper starts at, once its chunk has arrived; null while the strip shows. */
  const [upgrade, setUpgrade] = useState<number | null>(null);
  const asked = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  // Swapping the strip for Swiper replaces the slides' nodes: done between a press and its release it
  // would swallow the click (or break the swipe), so a chunk arriving then waits for the release.
  const pressed = useRef(false);
  const waiting = useRef(false);
  const swap = (): void => setUpgrade(shownSlide(trackRef.current));
  const engage = (): void => {
    if (asked.current || slides.length < 2) return;
    asked.current = true;
    void loadSwiper().then(() => { if (pressed.current) waiting.current = true; else swap(); }, () => { asked.current = false; });
  };
  const release = (): void => {
    pressed.current = false;
    if (!waiting.current) return;
    waiting.current = false;
    setTimeout(swap, 0); // after the click this release is about to fire
  };
  const strip = <Strip kind={kind} slides={slides} trackRef={trackRef} onScroll={engage} />;
  return (
    <div className="carousel-host" data-testid={testId} data-count={slides.length}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') engage(); }} onFocus={engage}
      onPointerDown={() => { pressed.current = true; }} onPointerUp={release} onPointerCancel={release} onPointerLeave={release}>
      {upgrade !== null && slides.length > 1 ? (
        <Suspense fallback={strip}>
          <SwiperCarousel kind={kind} slides={slides} labels={labels} initialSlide={upgrade} />
        </Suspense>
      ) : strip}
    </div>
  );
}
