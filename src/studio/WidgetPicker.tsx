/**
 * The list a block's widget is chosen from: each widget by its title and what the shopper sees (the
 * studio's language), with its preview picture where there is one; searched by words of the title.
 * Every choice is a button (Tab and Enter); Escape closes the list.
 */
import { useContext, useMemo, useState } from 'react';
import { searchWidgets, type CatalogueWidget } from './widget-choice';
import { StudioLangContext, useStudioText } from './studio-texts';

export function WidgetCard({ widget, previews }: { widget: CatalogueWidget; previews: ReadonlySet<string> }) {
  const { lang } = useContext(StudioLangContext);
  return (
    <span className="studio-widget-card">
      {previews.has(widget.name)
        ? <img className="studio-widget-card__img" src={`/widget-previews/${widget.name}.png`} alt="" width={120} height={80} loading="lazy" />
        : <span className="studio-widget-card__img studio-widget-card__img--none" aria-hidden="true">{widget.title[lang].charAt(0)}</span>}
      <span className="studio-widget-card__words">
        <strong>{widget.title[lang]}</strong>
        <span className="studio-hint">{widget.summary[lang]}</span>
      </span>
    </span>
  );
}

interface PickerProps {
  id: string;
  widgets: CatalogueWidget[];
  current: string;
  previews: ReadonlySet<string>;
  onChoose(widget: CatalogueWidget): void;
  onCancel(): void;
}

export function WidgetPicker({ id, widgets, current, previews, onChoose, onCancel }: PickerProps) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchWidgets(widgets, query, lang), [widgets, query, lang]);
  return (
    <div className="studio-widget-picker" data-testid="studio-widget-picker" onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onCancel(); } }}>
      <label htmlFor={`${id}__search`}>{t('blockSearch')}</label>
      <input id={`${id}__search`} type="search" data-testid="studio-widget-search" value={query} autoFocus
        onChange={(e) => setQuery(e.target.value)} aria-controls={`${id}__list`} />
      <ul id={`${id}__list`} className="studio-widget-picker__list" aria-label={t('blockChoose')}>
        {shown.map((w) => (
          <li key={w.name}>
            <button type="button" className="studio-widget-picker__option" data-testid={`studio-widget-option-${w.name}`}
              aria-pressed={w.name === current} onClick={() => onChoose(w)}>
              <WidgetCard widget={w} previews={previews} />
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="studio-hint" role="status">{t('blockNoMatch')}</p>}
      <button type="button" onClick={onCancel}>{t('blockCancel')}</button>
    </div>
  );
}
