/**
 * Maintenance popup (A12), mounted in the app shell so it shows on every page. Reads
 * /api/ui/maintenance; the model compares windows on server time (clock offset) and ticks at each
 * window boundary, so the popup appears at the start and goes at the end without a reload.
 * It cannot be dismissed: no close button, Escape and backdrop clicks do nothing, focus stays in
 * it and the page behind is inert. Its stylesheet is part of the shell's (imported by styles.css).
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatWindow } from '../runtime/format';
import { renderedAndIdle } from '../state/browser-idle';
import { $model } from '../state/definitions-model';
import { $activeMaintenance, maintenanceRequested } from '../state/maintenance-model';
import './maintenance-binding';
import { useTexts } from './use-texts';

export function MaintenancePopup() {
  const active = useUnit($activeMaintenance);
  const { t, k, lang } = useTexts();
  const timeZone = useUnit($model).defs.site.constants.timezone;
  const dialog = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);

  // Read once the first screen is in and the browser idle: not inside the hydration's task, between the
  // landed step and a shopper's first tap (a window under way shows a moment later, never missed).
  useEffect(() => {
    setMounted(true);
    void renderedAndIdle().then(() => maintenanceRequested());
  }, []);

  useEffect(() => {
    if (!active) return;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    root?.setAttribute('aria-hidden', 'true');
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    // Capture phase, before any other handler: Escape and Tab never leave or close the popup.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); e.stopImmediatePropagation(); dialog.current?.focus(); }
    };
    const onFocus = (e: FocusEvent) => {
      if (dialog.current && e.target instanceof Node && !dialog.current.contains(e.target)) dialog.current.focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus, true);
      root?.removeAttribute('inert');
      root?.removeAttribute('aria-hidden');
      document.body.style.removeProperty('overflow');
    };
  }, [active]);

  if (!mounted || !active) return null;
  const image = t(active.image);
  const heading = k('home.maintenanceTitle');
  const { from, until } = formatWindow(active.startsAt, active.endsAt, lang, timeZone);
  return createPortal(
    <div className="maint-root" data-testid="maintenance-popup" data-window={active.key}>
      {/* The backdrop swallows clicks on purpose: the popup cannot be dismissed. */}
      <div className="maint-backdrop" data-testid="maintenance-backdrop" onClick={(e) => e.stopPropagation()} />
      <div ref={dialog} className="maint" role="alertdialog" aria-modal="true" aria-labelledby="maint-title" aria-describedby="maint-text" tabIndex={-1}>
        {/* Decoration only: the words below say everything; an image that cannot load leaves no empty box. */}
        {image && <img className="maint__img" src={image} alt="" aria-hidden="true" width={600} height={600} data-testid="maintenance-image"
          onError={(e) => { e.currentTarget.hidden = true; }} />}
        <div className="maint__body">
          <h2 className="maint__title" id="maint-title" data-testid="maintenance-title">{heading}</h2>
          {active.title && active.title !== heading && <p className="maint__name" data-testid="maintenance-name">{active.title}</p>}
          <p className="maint__text" id="maint-text" data-testid="maintenance-text">{k('home.maintenanceWhen', from, until)}</p>
          <p className="maint__after">{k('home.maintenanceAfter')}</p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
