/** Slides per view per carousel kind (A38 for packages). CSS (home.css) mirrors these for the pre-Swiper layout. */
export type CarouselKind = 'banner' | 'packages' | 'roaming';

export interface CarouselConfig {
  /**
   * Only the slide shown takes Tab stops; the others are reached with the carousel's arrows and bullets.
   * For slides that take turns in one frame (the banners): a Tab into a hidden one would only change the
   * picture under a focus the shopper cannot tell apart from the last.
   */
  oneStop?: boolean;
  slidesPerView: number;
  spaceBetween: number;
  speed: number;
  /** min-width (px) -> slides per view */
  breakpoints: Record<number, { slidesPerView: number; spaceBetween?: number }>;
}

export const CAROUSELS: Record<CarouselKind, CarouselConfig> = {
  banner: { oneStop: true, slidesPerView: 1, spaceBetween: 0, speed: 500, breakpoints: {} },
  packages: { slidesPerView: 1.05, spaceBetween: 12, speed: 400, breakpoints: { 768: { slidesPerView: 1.2, spaceBetween: 16 }, 1024: { slidesPerView: 1.6, spaceBetween: 16 } } },
  roaming: { slidesPerView: 1.2, spaceBetween: 12, speed: 400, breakpoints: { 768: { slidesPerView: 2.2, spaceBetween: 16 }, 1024: { slidesPerView: 3, spaceBetween: 16 } } },
};

/** What the carousel's controls and slides are called, from the widget's texts. */
export interface CarouselLabels {
  prev: string;
  next: string;
  /** The bullet to a slide, before its number. */
  slide: string;
  /** Each slide's name, with `{{index}}` and `{{slidesLength}}` (Swiper's placeholders) for its place: "2 of 3". */
  position: string;
}

/** The labels from texts named prevSlide, nextSlide, goToSlide and slidePosition (two `%s`: the slide's number, the count). */
export function carouselLabels(k: (key: string, ...args: Array<string | number>) => string): CarouselLabels {
  return { prev: k('prevSlide'), next: k('nextSlide'), slide: k('goToSlide'), position: k('slidePosition', '{{index}}', '{{slidesLength}}') };
}

/** A slide's name for its place (1-based). */
export const slideName = (labels: CarouselLabels, index: number, count: number): string =>
  labels.position.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));
