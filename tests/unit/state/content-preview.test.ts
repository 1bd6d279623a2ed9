// Preview of content drafts in the browser: the drafts stream's events (read with fetch, parsed here)
// become live mutations, and in a preview tab a saved draft refreshes what is shown; a visitor's tab
// ignores drafts.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { sseParser } from '../../../src/api/event-stream';
import { banners } from '../../../src/state/content-model';
import { contentPreviewStarted } from '../../../src/state/content-published';
import { liveMutation } from '../../../src/state/live-model';
import { draftMutation } from '../../../src/ui/drafts-stream';

describe('server-sent events read with fetch', () => {
  it('parses events split across chunks, with comments and several data lines', () => {
    const got: Array<[string, string]> = [];
    const feed = sseParser((event, data) => got.push([event, data]));
    feed(': keep-alive\n\nevent: welcome\ndata: {"listenerName":"x"}\n\nevent: mut');
    feed('ation\ndata: {"a":\ndata: 1}\r\n\r\ndata: plain\n');
    expect(got).toEqual([['welcome', '{"listenerName":"x"}'], ['mutation', '{"a":\n1}']]);
    feed('\n');
    expect(got.at(-1)).toEqual(['message', 'plain']);
  });

  it('takes the document type from the draft, or from before a discard', () => {
    expect(draftMutation(JSON.stringify({ type: 'mutation', documentId: 'drafts.b1', transition: 'update', result: { _id: 'drafts.b1', _type: 'banner' } })))
      .toEqual({ documentId: 'drafts.b1', type: 'banner', transition: 'update' });
    expect(draftMutation(JSON.stringify({ type: 'mutation', documentId: 'drafts.p1', transition: 'disappear', previous: { _type: 'promo' } })))
      .toEqual({ documentId: 'drafts.p1', type: 'promo', transition: 'disappear' });
    expect(draftMutation('not json')).toBeNull();
    expect(draftMutation('{"transition":"update"}')).toBeNull();
  });
});

describe('content model in preview', () => {
  it('refreshes a shown list on a draft change only in a preview tab', async () => {
    let reads = 0;
    const handlers: Array<[typeof banners.fetchFx, () => Promise<never[]>]> = [[banners.fetchFx, async () => { reads += 1; return []; }]];
    const visitor = fork({ handlers });
    await allSettled(banners.requested, { scope: visitor });
    await allSettled(liveMutation, { scope: visitor, params: { documentId: 'drafts.b1', type: 'banner', transition: 'update' } });
    expect(reads).toBe(1);

    reads = 0;
    const preview = fork({ handlers });
    await allSettled(contentPreviewStarted, { scope: preview });
    await allSettled(banners.requested, { scope: preview });
    await allSettled(liveMutation, { scope: preview, params: { documentId: 'drafts.b1', type: 'banner', transition: 'update' } });
    expect(reads).toBe(2);
  });
});
