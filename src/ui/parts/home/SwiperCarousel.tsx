/** The Swiper half of Carousel: its own chunk (with Swiper's CSS), loaded after the first paint. */
import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSELS, type CarouselKind, type CarouselLabels } from './carousel-config';

export interface SwiperCarouselProps {
  kind: CarouselKind;
  slides: Array<{ key: string; node: ReactNode }>;
  labels: CarouselLabels;
  onReady?: () => void;
  /** Where the strip it replaces was scrolled to. */
  initialSlide?: number;
}

/**
 * A control focused in a slide not wholly shown brings it in. Swiper's own handler (a11y scrollOnFocus) ignores
 * a focus in its first 100 ms, which is when a focus kept across the upgrade and the next Tab come.
 */
function bringIn(swiper: SwiperInstance, e: FocusEvent): void {
  const slide = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-slide]') : null;
  if (!slide) return;
  // The browser scrolls the clipped frame itself to show what it focuses; Swiper moves by transform instead.
  swiper.el.scrollLeft = 0;
  const frame = swiper.el.getBoundingClientRect();
  const box = slide.getBoundingClientRect();
  if (box.left >= frame.left - 1 && box.right <= frame.right + 1) return;
  swiper.slideTo(Number(slide.dataset.slide));
}

export default function SwiperCarousel({ kind, slides, labels, onReady, initialSlide = 0 }: SwiperCarouselProps) {
  const c = CAROUSELS[kind];
  // The slide shown: with `oneStop` the others are inert (out of the Tab order), reached by the arrows and bullets.
  const [active, setActive] = useState(initialSlide);
  return (
    <Swiper
      className={`carousel carousel--${kind} carousel--swiper`}
      modules={[A11y, Navigation, Pagination]}
      slidesPerView={c.slidesPerView}
      spaceBetween={c.spaceBetween}
      speed={c.speed}
      initialSlide={initialSlide}
      breakpoints={c.breakpoints}
      navigation
      pagination={{ clickable: true }}
      a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next, paginationBulletMessage: `${labels.slide} {{index}}`, slideLabelMessage: labels.position, scrollOnFocus: false }}
      onSwiper={(swiper) => { swiper.el.addEventListener('focusin', (e) => bringIn(swiper, e)); onReady?.(); }}
      onSlideChange={(swiper) => setActive(swiper.activeIndex)}
    >
      {slides.map((s, i) => (
        <SwiperSlide key={s.key} data-slide={i} inert={c.oneStop && i !== active ? true : undefined}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
