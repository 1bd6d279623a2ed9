/**
 * A carousel that paints at once as a CSS scroll-snap strip with Swiper's slide sizes (swipeable by
 * touch as it is), then upgrades to Swiper (arrows, bullets) when the shopper reaches for it: a mouse
 * over it, keyboard focus in it, or a first swipe of the strip. Swiper is 29 KB gzip, more than the
 * home's whole JS budget allows, so a visit that never touches a carousel never downloads it.
 */
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { CAROUSELS, slideName, type CarouselKind, type CarouselLabels } from './carousel-config';
import { focusedInSlide, focusInSlide, type SlideFocus } from './slide-focus';
import type { SwiperCarouselProps } from './SwiperCarousel';

/**
 * Swiper's component once its chunk is in. Drawn directly (not through React.lazy, which suspends once even for
 * a module already loaded): the strip and Swiper then swap in one commit, and a focus kept across it is never
 * left on the page in between, where a Tab pressed meanwhile would start over.
 */
let SwiperCarousel: ComponentType<SwiperCarouselProps> | null = null;
const loadSwiper = () => import('./SwiperCarousel').then((m) => { SwiperCarousel = m.default; });

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
  labels: CarouselLabels;
  testId?: string;
}

interface StripProps extends Pick<Props, 'kind' | 'slides' | 'labels'> {
  shown: number;
  trackRef?: RefObject<HTMLDivElement | null>;
  onScroll?: () => void;
}

function Strip({ kind, slides, labels, shown, trackRef, onScroll }: StripProps) {
  const oneStop = CAROUSELS[kind].oneStop === true;
  return (
    <div className={`carousel carousel--${kind} carousel--strip`}>
      <div className="carousel__track" ref={trackRef} onScroll={onScroll}>
        {slides.map((s, i) => (
          <div key={s.key} className="carousel__slide" data-slide={i} role="group" aria-label={slideName(labels, i, slides.length)}
            inert={oneStop && i !== shown ? true : undefined}>{s.node}</div>
        ))}
      </div>
    </div>
  );
}

export function Carousel({ kind, slides, labels, testId }: Props) {
  /** The slide Swiper starts at, once its chunk has arrived; null while the strip shows. */
  const [upgrade, setUpgrade] = useState<number | null>(null);
  /** The strip's slide in view (the one that takes Tab stops when only one does). */
  const [shown, setShown] = useState(0);
  const asked = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  // Swapping the strip for Swiper replaces the slides' nodes: done between a press and its release it
  // would swallow the click (or break the swipe), so a chunk arriving then waits for the release.
  const pressed = useRef(false);
  const waiting = useRef(false);
  // A keyboard focus in the strip when it is swapped goes to the same control in Swiper's slides (else it
  // would fall to the page: the next Tab would start over from the top).
  const refocus = useRef<SlideFocus | null>(null);
  const swap = (): void => {
    refocus.current = focusedInSlide(hostRef.current);
    setUpgrade(shownSlide(trackRef.current));
  };
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
  const onReady = (): void => {
    const at = refocus.current;
    refocus.current = null;
    // Unless the shopper has moved on meanwhile (the focus is elsewhere on the page).
    const active = document.activeElement;
    if (at && (!active || active === document.body || hostRef.current?.contains(active))) focusInSlide(hostRef.current, at);
  };
  const onScroll = (): void => {
    engage();
    if (CAROUSELS[kind].oneStop) setShown(shownSlide(trackRef.current));
  };
  const strip = <Strip kind={kind} slides={slides} labels={labels} shown={shown} trackRef={trackRef} onScroll={onScroll} />;
  return (
    <div ref={hostRef} className="carousel-host" data-testid={testId} data-count={slides.length}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') engage(); }} onFocus={engage}
      onPointerDown={() => { pressed.current = true; }} onPointerUp={release} onPointerCancel={release} onPointerLeave={release}>
      {upgrade !== null && slides.length > 1 && SwiperCarousel
        ? <SwiperCarousel kind={kind} slides={slides} labels={labels} initialSlide={upgrade} onReady={onReady} />
        : strip}
    </div>
  );
}
