import { allSettled, fork } from 'effector';
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
    expect(scope.getState($translator).keyed('button.next', 'en')).toBe('Next');
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
});
