/** Portable Text body of a promo (@portabletext/react); its own chunk, loaded only on a promo page. */
import { PortableText } from '@portabletext/react';
import type { PortableBlock } from '../../../api/content';

export default function RichText({ value }: { value: PortableBlock[] }) {
  return <div className="rich-text" data-testid="promo-body"><PortableText value={value} /></div>;
}
