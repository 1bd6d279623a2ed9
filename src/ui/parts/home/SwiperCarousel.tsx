/** The Swiper half of Carousel: its own chunk (with Swiper's CSS), loaded after the first paint. */
import type { ReactNode } from 'react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSELS, type CarouselKind } from './carousel-config';

export interface SwiperCarouselProps {
  kind: CarouselKind;
  slides: Array<{ key: string; node: ReactNode }>;
  labels: { prev: string; next: string; slide: string };
  onReady?: () => void;
  /** Where the strip it replaces was scrolled to. */
  initialSlide?: number;
}

export default function SwiperCarousel({ kind, slides, labels, onReady, initialSlide = 0 }: SwiperCarouselProps) {
  const c = CAROUSELS[kind];
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
      a11y={{ prevSlideMessage: labels.prev, nextSlideMessage: labels.next, paginationBulletMessage: `${labels.slide} {{index}}` }}
      onSwiper={() => onReady?.()}
    >
      {slides.map((s) => <SwiperSlide key={s.key}>{s.node}</SwiperSlide>)}
    </Swiper>
  );
}
