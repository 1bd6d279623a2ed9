/**
 * The space a block keeps while its widget's code, its data or its screen's definition loads: the
 * height its widget module declares (meta.ts `skeleton`, measured on a 375 px phone), reserved on
 * phones through `--block-min` (styles.css), so the content that fills it shifts nothing below.
 */
import type { CSSProperties } from 'react';
import type { Layout } from '../runtime/types';
import { screenLayoutClass } from './layout-classes';
import { widgetMetas } from './widget-registry';

/** The block's reserved height as a style (none when its widget declares no skeleton). */
export function blockStyle(widget: string): CSSProperties | undefined {
  const height = widgetMetas[widget]?.skeleton?.height;
  return height ? ({ '--block-min': `${height}px` } as CSSProperties) : undefined;
}

/** A block's placeholder while its widget's code loads. */
export function BlockSkeleton() {
  return <div className="block-skeleton" aria-hidden="true" data-testid="block-skeleton" />;
}

/** A screen whose definition is not in yet: its blocks' reserved space (the outline names its widgets). */
export function ScreenSkeleton({ widgets, layout }: { widgets: readonly string[]; layout: Layout }) {
  return (
    <div className={`screen screen--loading ${screenLayoutClass(layout)}`.trimEnd()} aria-busy="true" data-testid="screen-loading">
      {widgets.map((widget, i) => (
        <section key={`${widget}-${i}`} className={`block block--${widget}`} style={blockStyle(widget)}>
          <BlockSkeleton />
        </section>
      ))}
    </div>
  );
}
