/** A fixed text in the visitor's language (Portable Text), with an optional picture: needs no data source. */
import { PortableText, type PortableTextProps } from '@portabletext/react';
import type { JsonValue } from '../../../runtime/types';
import type { WidgetProps } from '../../widget-props';
import './content.css';

const isRecord = (v: JsonValue | undefined): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);
type Blocks = PortableTextProps['value'];
const blocksOf = (v: JsonValue | undefined): Blocks =>
  (Array.isArray(v) ? v.filter(isRecord).filter((b) => b._type === 'block') as unknown as Blocks : []);

export default function Content({ props, texts }: WidgetProps) {
  const body = isRecord(props.body) ? blocksOf(props.body[texts.lang]) : [];
  const picture = isRecord(props.picture) ? props.picture : null;
  const src = picture && typeof picture.image === 'string' ? picture.image : '';
  const alt = picture && isRecord(picture.alt) ? texts.t({ id: String(picture.alt.id ?? ''), en: String(picture.alt.en ?? '') }) : '';
  return (
    <div className="content-block" data-testid="content-block">
      {src !== '' && <img className="content-block__img" src={src} alt={alt} loading="lazy" decoding="async" />}
      <div className="rich-text"><PortableText value={body} /></div>
    </div>
  );
}
