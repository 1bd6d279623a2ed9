import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { outlineOf } from '../../../src/definitions/outline';
import { $loadedSet, $model, fetchDefinitionsFx } from '../../../src/state/definitions-model';
import { i18n } from '../../../src/state/i18n';
import { $translator } from '../../../src/state/i18n-model';
import { $language, languageChanged } from '../../../src/state/locale-model';
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
    // The instance itself holds the newer set's texts, and the model's field checks read them.
    expect(i18n.t('/messages/ui/button.next', { lng: 'id' })).toBe('Terus');
    expect(scope.getState($model).checkField('recipientName', '', {}, 'en')).toBe('Required');
  });

  it('the language comes from the session (header switch, ?lang) and drives the instance', async () => {
    const scope = fork();
    expect(scope.getState($language)).toBe('ID');
    await allSettled(languageChanged, { scope, params: 'EN' });
    expect(scope.getState($language)).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(i18n.t('/messages/ui/button.back')).toBe('Back');
    await allSettled(languageChanged, { scope, params: 'ID' });
    expect(i18n.language).toBe('id');
    expect(i18n.t('/messages/ui/button.back')).toBe('Kembali');
  });
});
