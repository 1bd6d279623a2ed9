/**
 * What a block shows while its widget's code (or its screen's definition) loads: an empty box of the
 * size its widget module declares (meta.ts `skeleton`), so the content that replaces it shifts nothing.
 */
import { widgetMetas } from './widget-registry';

export function BlockSkeleton({ widget }: { widget: string }) {
  const height = widgetMetas[widget]?.skeleton?.height;
  return <div className="skeleton" aria-hidden="true" data-testid="skeleton" style={height ? { minHeight: height } : undefined} />;
}

/** A screen whose definition is not in yet: a heading line and its blocks' skeletons (the outline names its widgets). */
export function ScreenSkeleton({ widgets }: { widgets: readonly string[] }) {
  return (
    <div className="screen screen--loading" aria-busy="true" data-testid="screen-loading">
      <div className="skeleton skeleton--title" aria-hidden="true" />
      {widgets.map((widget, i) => (
        <section key={`${widget}-${i}`} className={`block block--${widget}`}>
          <BlockSkeleton widget={widget} />
        </section>
      ))}
    </div>
  );
}
