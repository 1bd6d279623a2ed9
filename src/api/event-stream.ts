/**
 * A server-sent events parser for streams read with fetch (an EventSource cannot send the
 * Authorization header the lake's listen needs for drafts): feed it text chunks as they arrive, it
 * calls `onEvent` once per complete event.
 */
export type SseHandler = (event: string, data: string) => void;

export function sseParser(onEvent: SseHandler): (chunk: string) => void {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  const line = (raw: string): void => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text === '') {
      if (data.length > 0) onEvent(event, data.join('\n'));
      event = 'message';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    let at = buffer.indexOf('\n');
    while (at >= 0) {
      line(buffer.slice(0, at));
      buffer = buffer.slice(at + 1);
      at = buffer.indexOf('\n');
    }
  };
}
