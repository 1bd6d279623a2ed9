/** Site header: navigation from site.json (dropdown children; arrow keys: menu-keys.ts), ID/EN switch, ask-on-chat; menu button below 768 px. */
import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '../runtime/types';
import { LANG_QUERY, toggleLanguage } from '../state/locale-model';
import { AppLink } from './AppLink';
import { onMenuKeys } from './menu-keys';
import { restateQuery } from './location';
import { useUnit } from 'effector-react';
import { $model } from '../state/definitions-model';
import { useTexts } from './use-texts';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  // Opened by the pointer resting on it: a click on the label then keeps it open instead of closing it.
  const byHover = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLUListElement>(null);
  // Opened by Down on its button: its first link takes the focus once it shows.
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    dropdown.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);
  if (!item.children?.length) {
    return (
      <li className="nav__item">
        <AppLink className="nav__link" to={item.to} href={item.href} external={item.external} onNavigate={onNavigate} testId={`nav-${item.id}`}>
          {t(item.label)}
        </AppLink>
      </li>
    );
  }
  return (
    <li className={open ? 'nav__item nav__item--open' : 'nav__item'} onMouseLeave={() => { byHover.current = false; setOpen(false); }}
      onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); setOpen(false); toggle.current?.focus(); } }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); }}>
      <button ref={toggle} type="button" className="nav__link nav__toggle" aria-expanded={open} data-testid={`nav-${item.id}`}
        onClick={() => { if (open && byHover.current) byHover.current = false; else setOpen((o) => !o); }}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' || open) return;
          e.preventDefault();
          e.stopPropagation();
          focusFirst.current = true;
          setOpen(true);
        }}
        onMouseEnter={() => { if (!open) { byHover.current = true; setOpen(true); } }}>
        {t(item.label)}
      </button>
      <ul ref={dropdown} className="nav__dropdown">
        {item.children.map((child) => (
          <li key={child.id}>
            <AppLink className="nav__sublink" to={child.to} href={child.href} external={child.external}
              onNavigate={() => { setOpen(false); onNavigate(); }} testId={`nav-${child.id}`}>
              {t(child.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Header() {
  const { t, k, language } = useTexts();
  const model = useUnit($model);
  const site = model.defs.site;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  return (
    // Escape closes the phone's menu (a dropdown open inside it closes first: it stops the key) and gives the focus back to its button.
    <header className="header" data-testid="nav"
      onKeyDown={(e) => { if (e.key === 'Escape' && menuOpen) { close(); menuButton.current?.focus(); } }}>
      <div className="header__bar">
        <AppLink className="header__brand" to={model.homePath} testId="nav-brand">
          {/* One brand name everywhere (messages brand.name): the mark is decorative, the name is text, never clipped. */}
          <img src="/logo-mark.svg" width="28" height="28" alt="" />
          <span className="header__brand-name" data-testid="brand-name">{k('brand.name')}</span>
        </AppLink>
        <button ref={menuButton} type="button" className="header__menu" aria-expanded={menuOpen} aria-controls="site-nav"
          aria-label={k(menuOpen ? 'menu.close' : 'menu.open')} data-testid="nav-menu" onClick={() => setMenuOpen((o) => !o)}>
          <span className="header__burger" aria-hidden="true" />
        </button>
        <nav id="site-nav" className={menuOpen ? 'nav nav--open' : 'nav'}>
          <ul className="nav__list" onKeyDown={onMenuKeys}>
            {site.nav.map((item) => <NavEntry key={item.id} item={item} onNavigate={close} />)}
          </ul>
          <div className="nav__extras">
            <button type="button" className="lang-switch" data-testid="lang-switch"
              aria-label={k(language === 'ID' ? 'lang.switchToEn' : 'lang.switchToId')} onClick={() => { toggleLanguage(language); restateQuery(LANG_QUERY, language === 'ID' ? 'en' : 'id'); }}>
              <span className={language === 'ID' ? 'lang-switch__opt is-active' : 'lang-switch__opt'}>{k('lang.id')}</span>
              <span className={language === 'EN' ? 'lang-switch__opt is-active' : 'lang-switch__opt'}>{k('lang.en')}</span>
            </button>
            <AppLink className="chat-link" href={site.chat.href} external testId="nav-chat">{t(site.chat.label)}</AppLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
