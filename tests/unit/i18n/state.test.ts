import { allSettled, combine, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { outlineOf } from '../../../src/definitions/outline';
import { $loadedSet, $model, fetchDefinitionsFx } from '../../../src/state/definitions-model';
import { $translator } from '../../../src/state/i18n-model';
import { $language, languageChanged } from '../../../src/state/locale-model';
import { makeTexts } from '../../../src/ui/use-texts';
import { copySet } from './helpers';

const source = { preview: false, token: null };

describe('texts follow the live definitions and the session language', () => {
  it('a newer definition set replaces the resources', async () => {
    const newer = copySet();
    newer.messages.ui['button.next'] = { id: 'Terus', en: 'Continue' };
    newer.messages.validation.required = { id: 'Harus diisi', en: 'Required' };
    const scope = fork({ handlers: [[fetchDefinitionsFx, async () => ({ kind: 'take' as const, set: { defs: newer, outline: outlineOf(newer), version: 'newer' } })]] });
    // The shell's messages are Indonesian (a visit in English loads the English texts); a fetched set is whole.
    expect(scope.getState($translator).keyed('button.next', 'id')).toBe('Lanjut');
    await allSettled(fetchDefinitionsFx, { scope, params: { source, current: scope.getState($loadedSet), mode: 'live' as const } });
    expect(scope.getState($translator).keyed('button.next', 'en')).toBe('Continue');
    // The model's field checks read the newer set's texts too.
    expect(scope.getState($translator).keyed('button.next', 'id')).toBe('Terus');
    expect(scope.getState($model).checkField('recipientName', '', {}, 'en')).toBe('Required');
  });

  it('the language comes from the session (header switch, ?lang) and picks the texts', async () => {
    const scope = fork();
    const back = () => makeTexts(scope.getState($language), scope.getState($translator)).k('button.back');
    expect(scope.getState($language)).toBe('ID');
    expect(back()).toBe('Kembali');
    await allSettled(languageChanged, { scope, params: 'EN' });
    expect(scope.getState($language)).toBe('EN');
    expect(back()).toBe('Back');
    await allSettled(languageChanged, { scope, params: 'ID' });
    expect(back()).toBe('Kembali');
  });

  it('English is taken once its texts are in, never a mix; the last language asked for wins', async () => {
    const scope = fork();
    const seen: string[] = [];
    // Every language the session takes, with the text a screen would show in it at that moment.
    const shown = combine($language, $translator, (language, translator) => `${language} ${makeTexts(language, translator).k('button.back')}`);
    const unwatch = createWatch({ unit: shown, scope, fn: (text) => { seen.push(text); } });
    await allSettled(languageChanged, { scope, params: 'EN' });
    unwatch();
    // One change, straight to English texts (taken before they were in, it would read 'EN Kembali' first).
    expect(seen).toEqual(['EN Back']);
    // English asked for and Indonesian again before it has arrived: Indonesian stays.
    const fresh = fork();
    const pending = allSettled(languageChanged, { scope: fresh, params: 'EN' });
    await allSettled(languageChanged, { scope: fresh, params: 'ID' });
    await pending;
    expect(fresh.getState($language)).toBe('ID');
  });
});
