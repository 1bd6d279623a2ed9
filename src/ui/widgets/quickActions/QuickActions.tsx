/** Quick-action tiles (GET /api/ui/tiles; the server already dropped prepaid tiles missing a setting). */
import '../../parts/home/home.css';
import { tiles } from '../../content-binding';
import { AppLink } from '../../AppLink';
import type { WidgetProps } from '../../widget-props';
import { linkTarget, useContentList } from '../../parts/home/use-content';

export default function QuickActions({ texts, lang }: WidgetProps) {
  const list = useContentList(tiles);
  if (list !== null && list.length === 0) return null;
  return (
    <div className="tiles-block" data-testid="home-tiles">
      <h2 className="home-title">{texts.k('tilesTitle')}</h2>
      {list === null ? (
        <div className="tiles tiles--skeleton" aria-busy="true">
          {[0, 1, 2, 3].map((i) => <span key={i} className="tile tile--skeleton skeleton" />)}
        </div>
      ) : (
        <ul className="tiles">
          {list.map((tile) => (
            <li key={tile.id} className="tiles__item">
              <AppLink className="tile" {...linkTarget(tile.to)} testId={`tile-${tile.kind || tile.id}`}>
                {tile.img ? <img className="tile__img" src={tile.img} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  : <span className="tile__img tile__img--blank" aria-hidden="true" />}
                <span className="tile__title">{texts.prices(texts.t(tile.title))}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
