/** Slides per view per carousel kind (A38 for packages). CSS (home.css) mirrors these for the pre-Swiper layout. */
export type CarouselKind = 'banner' | 'packages' | 'roaming';

export interface CarouselConfig {
  slidesPerView: number;
  spaceBetween: number;
  speed: number;
  /** min-width (px) -> slides per view */
  breakpoints: Record<number, { slidesPerView: number; spaceBetween?: number }>;
}

export const CAROUSELS: Record<CarouselKind, CarouselConfig> = {
  banner: { slidesPerView: 1, spaceBetween: 0, speed: 500, breakpoints: {} },
  packages: { slidesPerView: 1.05, spaceBetween: 12, speed: 400, breakpoints: { 768: { slidesPerView: 1.2, spaceBetween: 16 }, 1024: { slidesPerView: 1.6, spaceBetween: 16 } } },
  roaming: { slidesPerView: 1.2, spaceBetween: 12, speed: 400, breakpoints: { 768: { slidesPerView: 2.2, spaceBetween: 16 }, 1024: { slidesPerView: 3, spaceBetween: 16 } } },
};
