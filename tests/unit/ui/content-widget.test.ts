// The content widget renders its fixed text in the visitor's language (Portable Text), with its picture
// and the picture's words in that language, and nothing that needs a data source.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';
import type { JsonValue } from '../../../src/runtime/types';
import { translatorFor } from '../../../src/state/i18n';
import { widgetPropsValidators } from '../../../src/definitions/generated/widget-props-validators.js';
import Content from '../../../src/ui/widgets/content/Content';
import { makeTexts } from '../../../src/ui/use-texts';
import type { WidgetProps } from '../../../src/ui/widget-props';

const para = (text: string, style = 'normal') => ({ _type: 'block', _key: text.slice(0, 4), style, markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] });
const props: Record<string, JsonValue> = {
  body: { id: [para('Jam buka', 'h2'), para('Setiap hari.')], en: [para('Opening hours', 'h2'), para('Every day.')] },
  picture: { image: '/images/store.webp', alt: { id: 'Toko kami', en: 'Our store' } },
};

function render(language: 'ID' | 'EN', p: Record<string, JsonValue> = props): string {
  const texts = makeTexts(language, translatorFor(definitions));
  // The content widget reads only its props and the texts: the rest of what a screen gives is not needed.
  const widgetProps = { props: p, texts, lang: texts.lang } as unknown as WidgetProps;
  return renderToStaticMarkup(createElement(Content, widgetProps));
}

describe('the content widget', () => {
  it('shows the text and the picture in the visitor\'s language', () => {
    const en = render('EN');
    expect(en).toContain('<h2>Opening hours</h2><p>Every day.</p>');
    expect(en).toContain('alt="Our store"');
    expect(en).not.toContain('Setiap hari');
    const id = render('ID');
    expect(id).toContain('<h2>Jam buka</h2><p>Setiap hari.</p>');
    expect(id).toContain('alt="Toko kami"');
  });

  it('needs no picture', () => {
    const html = render('EN', { body: props.body ?? null });
    expect(html).not.toContain('<img');
    expect(html).toContain('Every day.');
  });

  it('takes these props by its schema, and refuses a text in one language only', () => {
    expect(widgetPropsValidators.content(props)).toBe(true);
    expect(widgetPropsValidators.content({ body: { en: [para('Only English')] } })).toBe(false);
    expect(widgetPropsValidators.content({ body: { id: [], en: [] } })).toBe(false);
  });
});
